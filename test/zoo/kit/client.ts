/**
 * A small HTTP client for scripted walks over a zoo server (the zoo's tests and each fault's
 * witness): JSON in, status, content type, headers and parsed body out. Credentials are the
 * headers the API's document asks for, sent unless a call says `anonymous`.
 */
export interface Answer {
  status: number;
  /** the media type, without parameters ('' when there is no body) */
  type: string;
  headers: Headers;
  body: unknown;
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  anonymous?: boolean;
}

export interface ZooClient {
  call(method: string, path: string, options?: CallOptions): Promise<Answer>;
}

export function zooClient(baseUrl: string, auth: Record<string, string>): ZooClient {
  return {
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...(options.anonymous ? {} : auth), ...options.headers };
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(baseUrl + path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
      const text = await res.text();
      const type = (res.headers.get('content-type') ?? '').split(';')[0].trim();
      let body: unknown = text;
      if (text && /json/.test(type)) body = JSON.parse(text);
      else if (!text) body = undefined;
      return { status: res.status, type, headers: res.headers, body };
    },
  };
}

/** The `id` of a JSON answer (every zoo resource has one). */
export const idOf = (answer: Answer): string => String((answer.body as { id?: unknown }).id);
