/**
 * A route outside the spec (the hosted checkout, QR code images, the documents): answers and
 * returns true, or returns false to pass the request on. The composition root (app.ts) tries
 * each in turn before the generated gateway; the modules that make one need only this type.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** `path` and `search` are the request target split at its `?` (once, for every mount). */
export type MountedRoutes = (req: IncomingMessage, res: ServerResponse, path: string, search: string) => boolean;
