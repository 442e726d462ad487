/**
 * `createMock({ spec | document, credentials?, seed? })`: a mock server of any OpenAPI 3.0 or 3.1
 * document, in the spirit of Prism's mock and stripe-mock. It is the generated server skeleton's
 * own pipeline (runtime/server/gateway.ts: routing, parsing, coercion, validation, auth, the
 * document's error shape) over routing data and validators built from the document at start
 * (the generator's model and route table, ajv in memory), with handlers that answer what the
 * document documents and keep what a create makes (handlers.ts). README.md, "Mocking any API".
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createGatewayRuntime, type Gateway, type GatewayHooks } from '../../runtime/server/gateway.js';
import type { RouteDef } from '../../runtime/server/route-def.js';
import { basePathFormats, routeTable } from '../emit/server/route-table.js';
import { loadSpec, parseSpec } from '../load.js';
import { buildModel, type ModelOptions } from '../model/index.js';
import { isOpenApi30, upgradeDocument, upgradeOldDraftSchemas } from '../model/openapi30.js';
import type { ApiModel, JsonSchema, ModelWarning, OperationModel } from '../model/types.js';
import { type OperationAnswers, operationAnswers } from './answers.js';
import { type MockAuth, type MockCredentials, mockAuthenticate } from './auth.js';
import { mockCatalogue } from './catalogue.js';
import { mockErrorAnswers } from './error-answers.js';
import { mockHandlers, type NotMockable } from './handlers.js';
import { mockValidators } from './validators.js';
import { valueMaker } from './values.js';

export type { MockCredentials } from './auth.js';
export type { NotMockable } from './handlers.js';

export interface MockOptions extends ModelOptions {
  /** The document's path (YAML or JSON; a split document is bundled). */
  spec?: string;
  /** The document itself, parsed (instead of `spec`). */
  document?: JsonSchema;
  /** Credentials the mock accepts; without, any well-formed credential of the operation's schemes. */
  credentials?: MockCredentials;
  /** Seed of the generated values (default 1): one seed, one answer. */
  seed?: number;
  hooks?: GatewayHooks<MockAuth>;
}

/** A node:http listener (and Express middleware) answering as the document says. */
export interface Mock {
  (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void): void;
  readonly model: ApiModel;
  /** What the generator does not support in the document, with pointers. */
  readonly warnings: readonly ModelWarning[];
  /** Operations whose success answer the mock could not make valid so far (each answered 501, naming the schema's pointer). */
  notMockable(): NotMockable[];
  /** The `clientError` listener of the node:http server. */
  readonly clientError: Gateway['clientError'];
}

export async function createMock(options: MockOptions): Promise<Mock> {
  const source = options.document
    ? (await parseSpec(JSON.stringify(options.document), options.spec ?? 'document.json')).doc
    : options.spec
      ? (await loadSpec(options.spec)).doc
      : undefined;
  if (!source) throw new TypeError('createMock: give `spec` (a file) or `document`');
  const model = buildModel(source, options.basePath !== undefined ? { basePath: options.basePath } : {});
  // the document as the model reads it: 3.0 keywords in their 2020-12 form (responses.ts reads examples and headers from it)
  const doc = isOpenApi30(source) ? upgradeDocument(source) : (upgradeOldDraftSchemas(source) as JsonSchema);
  const seed = options.seed ?? 1;
  const validators = mockValidators(model);
  const values = valueMaker(model.schemas, seed);
  const answers = new Map<string, OperationAnswers>();
  const answersOf = (op: OperationModel) => {
    let found = answers.get(op.operationId);
    if (!found) {
      found = operationAnswers(doc, op, validators, values, model.schemas);
      answers.set(op.operationId, found);
    }
    return found;
  };
  const { handlers, notMockable } = mockHandlers(model, answersOf, validators, values, seed);
  // every answer is the handler's own (status, headers, body): `raw`
  const routes: RouteDef[] = routeTable(model).map((route) => ({
    ...(route as unknown as RouteDef),
    success: { status: route.success.status, kind: 'raw' },
  }));
  const gateway = createGatewayRuntime(
    {
      routes,
      validators: validators.operations,
      catalogue: mockCatalogue(model),
      basePathFormats: basePathFormats(model),
      defaultErrorFormat: model.hasCatalogue ? 'paisa' : 'problem',
      declaredErrors: model.errorShapes,
    },
    {
      handlers,
      authenticate: mockAuthenticate(model, options.credentials),
      // a document with an error catalogue (`x-errors`) says how every refusal looks itself
      ...(model.hasCatalogue ? {} : { errorAnswer: mockErrorAnswers(doc, model, validators, values, model.errorShapes) }),
      ...(options.hooks ? { hooks: options.hooks } : {}),
    },
  );
  const mock = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => gateway(req, res, next);
  return Object.assign(mock, { model, warnings: model.warnings, notMockable, clientError: gateway.clientError });
}
