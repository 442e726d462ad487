/**
 * The mock's refusals in what the document documents for them, where the runtime cannot make that
 * itself (runtime/server/declared-error.ts makes the JSON error schemas it can fill): the response
 * OpenAPI picks for the status (3.1 section 4.8.16: exact, its range, `default`) documents a media
 * type the runtime does not write (an `application/xml` example), or a JSON schema the problem
 * details do not satisfy. Then the mock answers in the documented media type: not JSON, the
 * document's own string example (else a small body of its kind); JSON, the problem details where
 * the schema allows them, else a value made from the document's examples and schema (values.ts)
 * that its validator accepts. A schema no value satisfies (a `oneOf` of members that accept the
 * same values) still gets the documented media type, with the problem details.
 */
import { type DeclaredErrors, declaredShapeFor } from '../../runtime/server/declared-error.js';
import type { ErrorAnswer } from '../../runtime/server/errors.js';
import { toProblem } from '../../runtime/server/problem.js';
import type { RawResponse } from '../../runtime/server/respond.js';
import type { ValidateFn } from '../../runtime/validators/validation-error.js';
import { deref, isRecord, normalizeSchema } from '../model/refs.js';
import type { ApiModel, JsonSchema } from '../model/types.js';
import { otherBody } from './answers.js';
import { mediaExamples, rawOperation, schemaExamples } from './responses.js';
import type { MockValidators } from './validators.js';
import type { ValueMaker } from './values.js';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/;

/** How the refusals at one status of one operation are answered; decided once. */
type Choice =
  /** the runtime's own answer (problem details or the declared shape) is what the document says */
  | { kind: 'runtime' }
  /** in this JSON media type: the problem details where `validate` accepts them, else `fallback` (made on first need) */
  | { kind: 'json'; mediaType: string; validate?: ValidateFn; fallback: () => string | undefined }
  | { kind: 'other'; mediaType: string; body: string | Buffer };

/** The mock's answer of a refusal, or undefined where the runtime's is the documented one. */
export type ErrorAnswerFn = (operationId: string, answer: ErrorAnswer, requestId: string) => RawResponse | undefined;

export function mockErrorAnswers(
  doc: JsonSchema,
  model: ApiModel,
  validators: MockValidators,
  values: ValueMaker,
  declared: DeclaredErrors | undefined,
): ErrorAnswerFn {
  const choices = new Map<string, Choice>();
  const operations = new Map(model.operations.map((op) => [op.operationId, op]));
  const decide = (operationId: string, status: number): Choice => {
    const op = operations.get(operationId);
    const raw = op ? rawOperation(doc, op) : {};
    const responses = isRecord(raw.responses) ? raw.responses : {};
    const code = String(status);
    const key = [code, `${code[0]}XX`, `${code[0]}xx`, 'default'].find((k) => Object.hasOwn(responses, k));
    const response = key === undefined ? undefined : deref(doc, responses[key]);
    const content = isRecord(response) && isRecord(response.content) ? response.content : {};
    const types = Object.keys(content);
    if (types.length === 0) return { kind: 'runtime' };
    const shape = declared ? declaredShapeFor(declared, operationId, status) : null;
    if (shape && types.includes(shape.mediaType)) return { kind: 'runtime' };
    const jsonType = types.find((t) => JSON_TYPE.test(t));
    const mediaType = jsonType ?? types[0];
    const media = deref(doc, content[mediaType]);
    const schema = isRecord(media) && isRecord(media.schema) ? normalizeSchema(doc, media.schema) : undefined;
    const examples = [...mediaExamples(doc, media), ...schemaExamples(doc, schema)];
    if (!jsonType) return { kind: 'other', mediaType, body: otherBody(mediaType, examples) };
    if (!schema) return { kind: 'json', mediaType, fallback: () => undefined };
    const validate = validators.compile(schema);
    let fallback: { text: string | undefined } | undefined;
    return {
      kind: 'json',
      mediaType,
      validate,
      fallback: () => {
        if (!fallback) {
          const value = values.valid(schema, validate, examples, `${operationId} ${key} error body`);
          fallback = { text: value ? JSON.stringify(value.value) : undefined };
        }
        return fallback.text;
      },
    };
  };
  return (operationId, answer, requestId) => {
    const at = `${operationId} ${answer.status}`;
    let choice = choices.get(at);
    if (!choice) {
      choice = decide(operationId, answer.status);
      choices.set(at, choice);
    }
    if (choice.kind === 'runtime') return undefined;
    const headers = { ...answer.headers, 'content-type': choice.mediaType };
    if (choice.kind === 'other') return { status: answer.status, headers, body: choice.body };
    const problem = toProblem(answer, requestId);
    // problem details say what was refused: answered wherever the schema allows them
    const body = !choice.validate || choice.validate(problem) ? JSON.stringify(problem) : (choice.fallback() ?? JSON.stringify(problem));
    return { status: answer.status, headers, body };
  };
}
