/**
 * What a run prints and writes (conformance/report.ts): a failure's line names its check,
 * operation and pointer; its curl reproducer sends the same request with every secret masked;
 * JUnit XML escapes what it holds and drops what XML cannot carry; NDJSON is one object a line.
 */
import { describe, expect, it } from 'vitest';
import { curlCommand, failureLines, junit, ndjson } from '../../conformance/report.js';
import type { RunReport } from '../../conformance/run.js';
import type { CaseResult } from '../../conformance/types.js';

const secret = 's3cr3t-value';
const failed: CaseResult = {
  id: "createPet negative body: name it's <long>",
  kind: 'negative',
  operationId: 'createPet',
  title: "body: name it's <long>",
  outcome: 'fail',
  detail: '-> 201: status 201 to a request the document calls invalid',
  failures: [{ check: 'negative_data_rejection', message: 'status 201 to a request the document calls invalid', pointer: '/paths/~1pets/post' }],
  request: {
    method: 'POST',
    url: `http://127.0.0.1:1/pets?api_key=${secret}`,
    headers: { accept: 'application/json', authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: `{"name":"it's","note":"${secret}\u0001"}`,
  },
};
const report: RunReport = {
  seed: 7,
  results: [
    failed,
    { id: 'listPets positive', kind: 'positive', operationId: 'listPets', title: 'valid request', outcome: 'skip', detail: '(not built: 501)' },
  ],
  passed: 0,
  failed: 1,
  skipped: 1,
  requests: 2,
  coverage: {
    operations: { exercised: 1, total: 2, notBuilt: [] },
    responseCodes: { seen: 0, documented: 0 },
    transitions: { driven: 0, total: 0, drivenKeys: [], notDriven: [] },
    perOperation: [],
  },
};

describe('reports', () => {
  it('prints one line per failure, a reproducer with the secrets masked and how to run the case alone', () => {
    expect(failureLines(failed, [secret], 7)).toEqual([
      'FAIL negative_data_rejection createPet #/paths/~1pets/post: status 201 to a request the document calls invalid',
      `  reproduce: curl -X POST 'http://127.0.0.1:1/pets?api_key=***' -H 'authorization: Bearer ***' -H 'content-type: application/json' --data-raw '{"name":"it'\\''s","note":"***\u0001"}'`,
      `  alone: --seed 7 --replay 'createPet negative body: name it'\\''s <long>'`,
    ]);
    expect(curlCommand({ method: 'POST', url: 'http://h/x', headers: {}, body: '(multipart/form-data: file)' }, [])).toBe(
      "curl -X POST 'http://h/x' # (multipart/form-data: file)",
    );
  });

  it('writes JUnit XML by operation, escaped, with each failure under its check and no secret', () => {
    const xml = junit(report, 'Pets <1.0>', [secret]);
    expect(xml).toContain('<testsuites name="Pets &lt;1.0&gt;" tests="2" failures="1" skipped="1">');
    expect(xml).toContain('<testcase classname="createPet" name="body: name it\'s &lt;long&gt;">');
    expect(xml).toContain('<failure type="negative_data_rejection" message="status 201 to a request the document calls invalid">');
    expect(xml).toContain('<skipped message="(not built: 501)"/>');
    expect(xml).not.toContain(secret);
    expect(xml).not.toContain('\u0001');
  });

  it('writes NDJSON: one case a line, with its failures and curl, no secret', () => {
    const lines = ndjson(report, [secret]).trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    const first = JSON.parse(lines[0]);
    expect(first).toMatchObject({ operationId: 'createPet', outcome: 'fail', failures: [{ check: 'negative_data_rejection' }] });
    expect(first.curl).toContain("'authorization: Bearer ***'");
    expect(lines.join('\n')).not.toContain(secret);
  });
});
