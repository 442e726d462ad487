/** generator/emit/server/refusal-status.ts: the status refused input is answered at, when an operation documents no 400. */
import { expect, test } from 'vitest';
import { refusalStatus } from '../../generator/emit/server/refusal-status.js';
import type { OperationModel } from '../../generator/model/types.js';

const op = (...statuses: string[]) => ({ responses: statuses.map((status) => ({ status })) }) as unknown as OperationModel;

test.each([
  [['200', '405'], 405],
  [['200', '409', '422'], 422],
  [['201', '401', '403', '404', '406', '429', '409'], 409],
  [['200', '400', '405'], undefined],
  [['200', '4XX', '405'], undefined],
  [['200', 'default', '405'], undefined],
  [['200', '401', '404'], undefined],
  [['200'], undefined],
] as const)('documented %j: %s', (statuses, want) => {
  expect(refusalStatus(op(...statuses))).toBe(want);
});
