/**
 * The document's own error schema (generator/model/error-shape.ts): which schema a document
 * without `x-errors` declares for its errors, how its properties are filled from what the
 * runtime knows, and when it is not used (problem details, with a warning).
 */
import { describe, expect, test } from 'vitest';
import { parseYaml } from '../../generator/load.js';
import { buildModel } from '../../generator/model/index.js';
import { type DeclaredShape, declaredShapeFor, toDeclared } from '../../runtime/server/declared-error.js';
import type { ErrorAnswer } from '../../runtime/server/errors.js';
import { toProblem } from '../../runtime/server/problem.js';

/** A document whose one operation answers `errors` (status -> response YAML) and declares `schemas`. */
function doc(errors: Record<string, string>, schemas = '', more = ''): string {
  const responses = Object.entries(errors)
    .map(([status, response]) => `        '${status}': ${response}`)
    .join('\n');
  return `
openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /things:
    get:
      operationId: listThings
      responses:
        '200': { description: ok, content: { application/json: { schema: { type: array } } } }
${responses}
${more}
components:
  schemas:
    Error: { type: object, properties: { code: { type: string }, message: { type: string } } }
${schemas}
`;
}

const json = (schema: string, type = 'application/json') => `{ description: e, content: { ${type}: { schema: ${schema} } } }`;
const ref = (name: string) => `{ $ref: '#/components/schemas/${name}' }`;

const answer: ErrorAnswer = {
  status: 400,
  body: {
    error: {
      code: 'Bad Request',
      reason: 'validation_failed',
      description: 'The uid is required.',
      field: 'uid',
      source: 'NA',
      step: 'NA',
      metadata: {},
    },
  },
  headers: {},
  oauthError: 'invalid_request',
};

function shapes(text: string) {
  const model = buildModel(parseYaml(text, 't.yaml'));
  return { shapes: model.errorShapes, warnings: model.warnings };
}

function body(shape: DeclaredShape | null | undefined) {
  if (!shape) throw new Error('no shape');
  return toDeclared(shape, answer, 'req_1');
}

describe('which schema', () => {
  const cases: [string, { given: string; want: { document: string | null; mediaType?: string } }][] = [
    [
      'every error response shares one component schema',
      { given: doc({ '400': json(ref('Error')), default: json(ref('Error')) }), want: { document: 'Error' } },
    ],
    [
      'application/problem+json keeps its media type',
      {
        given: doc(
          { '4XX': json(ref('Problem'), 'application/problem+json') },
          '    Problem: { type: object, properties: { title: { type: string }, detail: { type: string } } }',
        ),
        want: { document: 'Problem', mediaType: 'application/problem+json' },
      },
    ],
    ['error responses without a body: problem details', { given: doc({ '404': '{ description: gone }' }), want: { document: null } }],
    [
      'components.responses used for errors count by their schema',
      {
        given: doc({ '400': "{ $ref: '#/components/responses/Bad' }", '500': json(ref('Error')) }, '', '').replace(
          'components:\n',
          `components:\n  responses:\n    Bad: ${json(ref('Error'))}\n`,
        ),
        want: { document: 'Error' },
      },
    ],
  ];
  test.each(cases)('%s', (_name, { given, want }) => {
    const { shapes: got } = shapes(given);
    expect(got.document?.schema ?? null).toBe(want.document);
    if (want.mediaType) expect(got.document?.mediaType).toBe(want.mediaType);
  });

  test('two schemas, neither the most: no document-wide one; each operation answers its own', () => {
    const text = doc(
      { '400': json(ref('Error')) },
      '    Other: { type: object, required: [msg], properties: { msg: { type: string } } }',
      `  /others:
    get:
      operationId: listOthers
      responses:
        '200': { description: ok }
        '404': ${json(ref('Other'))}`,
    );
    const { shapes: got } = shapes(text);
    expect(got.document).toBeNull();
    expect(declaredShapeFor(got, 'listThings', 400)?.schema).toBe('Error');
    expect(declaredShapeFor(got, 'listOthers', 404)?.schema).toBe('Other');
    // a status the operation declares nothing for, and answers outside operations: problem details
    expect(declaredShapeFor(got, 'listOthers', 401)).toBeNull();
    expect(declaredShapeFor(got, null, 404)).toBeNull();
    expect(body(declaredShapeFor(got, 'listOthers', 404))).toEqual({ msg: 'The uid is required.' });
  });

  test('an operation declaring another schema for a status overrides the document’s there only', () => {
    const text = doc(
      { '400': json(ref('Error')), '500': json(ref('Error')) },
      '    Other: { type: object, properties: { detail: { type: string } } }',
      `  /others:
    get:
      operationId: listOthers
      responses:
        '200': { description: ok }
        '400': ${json(ref('Error'))}
        '5XX': ${json(ref('Other'))}`,
    );
    const { shapes: got } = shapes(text);
    // Error answers 3 of the 4 error responses: the document's
    expect(got.document?.schema).toBe('Error');
    expect(Object.keys(got.operations)).toEqual(['listOthers']);
    expect(declaredShapeFor(got, 'listOthers', 503)?.schema).toBe('Other');
    expect(declaredShapeFor(got, 'listOthers', 400)?.schema).toBe('Error');
    expect(declaredShapeFor(got, 'listOthers', 404)?.schema).toBe('Error');
    expect(declaredShapeFor(got, 'listThings', 503)?.schema).toBe('Error');
    expect(declaredShapeFor(got, null, 404)?.schema).toBe('Error');
  });
});

describe('how its properties are filled', () => {
  const cases: [string, { schema: string; want: unknown }][] = [
    [
      'code and message',
      {
        schema: '{ type: object, properties: { code: { type: string }, message: { type: string } } }',
        want: { code: 'validation_failed', message: 'The uid is required.' },
      },
    ],
    [
      'problem-details names, an integer status',
      {
        schema:
          '{ type: object, properties: { type: { type: string, format: uri-reference }, title: { type: string }, status: { type: integer }, detail: { type: string } } }',
        want: { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'The uid is required.' },
      },
    ],
    [
      'an integer code is the status; snake and camel case',
      {
        schema: '{ type: object, properties: { code: { type: integer }, error_description: { type: string }, requestId: { type: string } } }',
        want: { code: 400, error_description: 'The uid is required.', requestId: 'req_1' },
      },
    ],
    [
      'an `error` object is filled as the body is; `errors` items name the field',
      {
        schema:
          '{ type: object, required: [error], properties: { error: { type: object, required: [message], properties: { message: { type: string }, status: { type: string } } }, errors: { type: array, items: { type: object, properties: { field: { type: string }, description: { type: string } } } } } }',
        want: { error: { message: 'The uid is required.', status: '400' }, errors: [{ field: 'uid', description: 'The uid is required.' }] },
      },
    ],
    [
      'allOf members merge; a required constant is written',
      {
        schema:
          "{ allOf: [{ type: object, properties: { message: { type: string } } }, { type: object, required: [kind, message], properties: { kind: { const: 'error' } } }] }",
        want: { message: 'The uid is required.', kind: 'error' },
      },
    ],
    [
      'a property a fact may break (an enum) or that no fact fits is left out',
      {
        schema: '{ type: object, properties: { message: { type: string }, code: { type: string, enum: [E1, E2] }, retryable: { type: boolean } } }',
        want: { message: 'The uid is required.' },
      },
    ],
    [
      'a required nullable field is null when no parameter is at fault',
      {
        schema: '{ type: object, required: [message, field], properties: { message: { type: string }, field: { type: [string, "null"] } } }',
        want: { message: 'The uid is required.', field: 'uid' },
      },
    ],
  ];
  test.each(cases)('%s', (_name, { schema, want }) => {
    const { shapes: got, warnings } = shapes(doc({ default: json(schema) }));
    expect(warnings).toEqual([]);
    expect(body(got.document)).toEqual(want);
  });

  test('an absent field: left out, or null where the schema requires it', () => {
    const { shapes: got } = shapes(
      doc({ default: json('{ type: object, required: [message, field], properties: { message: { type: string }, field: { type: [string, "null"] } } }') }),
    );
    const shape = got.document as DeclaredShape;
    expect(toDeclared(shape, { ...answer, body: { error: { ...answer.body.error, field: null } } })).toEqual({ message: 'The uid is required.', field: null });
  });
});

describe('when the runtime cannot fill it: problem details and a warning naming the schema', () => {
  const cases: [string, { schema: string; reason: RegExp }][] = [
    [
      'a required property no fact fills',
      {
        schema: '{ type: object, required: [message, traceId], properties: { message: { type: string }, traceId: { type: string } } }',
        reason: /required property `traceId`/,
      },
    ],
    [
      'a required field that may be absent and is not nullable',
      {
        schema: '{ type: object, required: [message, field], properties: { message: { type: string }, field: { type: string } } }',
        reason: /required property `field`/,
      },
    ],
    [
      'nowhere for the message, and closed to problem details',
      {
        schema: '{ type: object, additionalProperties: false, properties: { title: { type: string }, status: { type: integer } } }',
        reason: /no property for the message/,
      },
    ],
    ['oneOf', { schema: '{ oneOf: [{ type: object }, { type: string }] }', reason: /uses `oneOf`/ }],
    ['not an object', { schema: '{ type: string }', reason: /not an object/ }],
    [
      'a status bound a status may break',
      {
        schema: '{ type: object, required: [message, status], properties: { message: { type: string }, status: { type: integer, maximum: 499 } } }',
        reason: /required property `status`/,
      },
    ],
  ];
  test.each(cases)('%s', (_name, { schema, reason }) => {
    const { shapes: got, warnings } = shapes(doc({ '400': json(schema) }));
    expect(got.document).toBeNull();
    expect(warnings).toEqual([{ pointer: '/paths/~1things/get/responses/400/content/application~1json/schema', reason: expect.stringMatching(reason) }]);
  });

  test('a component schema is named by its own pointer, once however many operations use it', () => {
    const schemas = '    Strict: { type: object, required: [message, traceId], properties: { message: { type: string }, traceId: { type: string } } }';
    const { warnings } = shapes(doc({ '400': json(ref('Strict')), '500': json(ref('Strict')) }, schemas));
    expect(warnings).toEqual([{ pointer: '/components/schemas/Strict', reason: expect.stringMatching(/^error answers are RFC 9457 problem details/) }]);
  });

  test('no warning when the problem details satisfy the schema (an open Problem without `detail`): they go out in its media type', () => {
    const { shapes: got, warnings } = shapes(doc({ '400': json('{ type: object, properties: { title: { type: string }, status: { type: integer } } }') }));
    expect(got.document?.mediaType).toBe('application/json');
    expect(toDeclared(got.document as DeclaredShape, answer, 'req_1')).toEqual({ ...toProblem(answer, 'req_1') });
    expect(warnings).toEqual([]);
  });

  test('a document with x-errors keeps its catalogue', () => {
    const text = doc({ '400': json(ref('Error')) }).replace('paths:', 'x-errors: {}\npaths:');
    expect(shapes(text).shapes).toEqual({ document: null, operations: {} });
  });
});
