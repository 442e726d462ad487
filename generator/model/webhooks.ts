/**
 * Webhook events from the document's `webhooks` section (OpenAPI 3.1 section 4.8.1,
 * spec/README.md "Webhooks"): one entry per dotted event name, body `<Name>Event`.
 */
import { requestBodyModel } from './bodies.js';
import { compareStrings, webhookTypeName } from './names.js';
import { mergeParameters } from './parameters.js';
import { deref, findProperties, isRecord, pointerToken } from './refs.js';
import type { JsonSchema, ModelWarning, WebhookEventModel } from './types.js';

export function webhookModels(doc: JsonSchema, warnings: ModelWarning[] = []): WebhookEventModel[] {
  const webhooks = isRecord(doc.webhooks) ? doc.webhooks : {};
  const events: WebhookEventModel[] = [];
  for (const name of Object.keys(webhooks).sort(compareStrings)) {
    const item = deref(doc, webhooks[name]);
    const op = isRecord(item) ? item.post : undefined;
    for (const method of isRecord(item) ? Object.keys(item) : []) {
      if (['get', 'put', 'patch', 'delete', 'head', 'options', 'trace'].includes(method))
        warnings.push({ pointer: `/webhooks/${pointerToken(name)}/${method}`, reason: 'only POST webhooks are generated' });
    }
    if (!isRecord(item) || !isRecord(op)) continue;
    const body = requestBodyModel(doc, op.requestBody);
    const schema = body?.schema ?? {};
    const event: WebhookEventModel = {
      name,
      typeName: webhookTypeName(name),
      summary: typeof op.summary === 'string' ? op.summary : '',
      schema,
      contains: containsOf(doc, schema),
      headers: mergeParameters(doc, item.parameters, op.parameters)
        .filter((p) => p.in === 'header')
        .map((p) => p.name),
    };
    if (typeof op.description === 'string') event.description = op.description;
    if (body?.schemaName) event.schemaName = body.schemaName;
    const examplePayload = examplePayloadOf(doc, op.requestBody);
    if (examplePayload !== undefined) event.examplePayload = examplePayload;
    events.push(event);
  }
  return events;
}

/** The payload keys from the schema's `contains` property: items enum, or a const array. */
function containsOf(doc: JsonSchema, schema: JsonSchema): string[] {
  for (const prop of findProperties(doc, schema, 'contains')) {
    if (Array.isArray(prop.const)) return prop.const.map(String);
    const items = deref(doc, prop.items);
    if (isRecord(items) && Array.isArray(items.enum)) return items.enum.map(String);
  }
  return [];
}

/**
 * The `payload` member of the delivery's JSON example (OpenAPI 3.1 section 4.8.14 Media Type
 * Object: `example`, else the first of `examples`), what a test delivery sends when it is given no
 * payload of its own (spec sendTestWebhook rule 1).
 */
function examplePayloadOf(doc: JsonSchema, requestBody: unknown): Record<string, unknown> | undefined {
  const body = deref(doc, requestBody);
  const content = isRecord(body) && isRecord(body.content) ? body.content : {};
  const media = deref(doc, content['application/json']);
  if (!isRecord(media)) return undefined;
  let example: unknown = media.example;
  if (example === undefined && isRecord(media.examples)) {
    const first = deref(doc, Object.values(media.examples)[0]);
    example = isRecord(first) ? first.value : undefined;
  }
  return isRecord(example) && isRecord(example.payload) ? example.payload : undefined;
}
