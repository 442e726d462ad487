/**
 * A minimal OpenAPI 3.1 document rebuilt from the model, for openapi-typescript. Keeps the
 * types emitter a pure function of the model (no file is read here):
 * the only things openapi-typescript needs are paths, operations, component schemas and
 * webhooks, all of which the model holds (parameter components arrive inlined).
 */
import type { ApiModel, JsonSchema, OperationModel, ParameterModel } from '../model/types.js';

export function openapiDocument(model: ApiModel): JsonSchema {
  const paths: Record<string, JsonSchema> = {};
  for (const op of model.operations) {
    paths[op.path] ??= {};
    paths[op.path][op.method] = operationObject(op);
  }
  const webhooks: Record<string, JsonSchema> = {};
  for (const event of model.webhooks) {
    webhooks[event.name] = {
      post: {
        summary: event.summary,
        requestBody: { required: true, content: { 'application/json': { schema: event.schema } } },
        responses: { '200': { description: 'The receiver accepted the event.' } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: model.title || 'api', version: model.version || '0' },
    paths,
    webhooks,
    components: { schemas: model.schemas },
  };
}

function operationObject(op: OperationModel): JsonSchema {
  const out: JsonSchema = { operationId: op.operationId, summary: op.summary };
  if (op.description) out.description = op.description;
  const parameters = [...op.pathParams, ...op.queryParams, ...op.headerParams].map(parameterObject);
  if (parameters.length) out.parameters = parameters;
  if (op.body) {
    const content: JsonSchema = {};
    for (const media of op.body.media) content[media.type] = { schema: media.schema };
    out.requestBody = { required: op.body.required, content };
  }
  const responses: JsonSchema = {};
  for (const response of op.responses) {
    responses[response.status] = {
      description: response.description,
      ...(response.schema ? { content: { 'application/json': { schema: response.schema } } } : {}),
    };
  }
  out.responses = responses;
  return out;
}

function parameterObject(param: ParameterModel): JsonSchema {
  return {
    name: param.name,
    in: param.in,
    required: param.required,
    ...(param.description ? { description: param.description } : {}),
    schema: param.schema,
  };
}
