/**
 * The mock of every document of the generator's corpus (test/generator/corpus/README.md): every
 * operation is called with a valid request (the document's examples, else values generated from
 * its schemas) and its answer must be what a conformance runner accepts (judge.ts): a documented
 * status, content type and required headers, a body valid against the documented schema. An
 * operation none of whose security requirements one Authorization header can meet is answered 401.
 * A success answer the mock cannot make valid is 501, naming the schema's pointer: counted and
 * printed with the time each document took.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { loadSpec } from '../../generator/load.js';
import { rawOperation, successKey } from '../../generator/mock/responses.js';
import { isOpenApi30, upgradeDocument, upgradeOldDraftSchemas } from '../../generator/model/openapi30.js';
import { isRecord } from '../../generator/model/refs.js';
import type { JsonSchema } from '../../generator/model/types.js';
import { CORPUS, corpusPath } from '../generator/corpus/documents.js';
import { answerJudge } from './judge.js';
import { CREDENTIALS, requestBuilder } from './requests.js';
import { send, serveMock } from './serve.js';

const figures: string[] = [];
afterAll(() => {
  console.log(`mock over the corpus (document: operations, not mockable, ms)\n${figures.join('\n')}`);
});

describe.each(CORPUS.map((d) => [d.name, d] as const))('%s', (_name, corpusDoc) => {
  test('every operation answers as the document says', async () => {
    const started = performance.now();
    const served = await serveMock({
      spec: corpusPath(corpusDoc),
      credentials: { basic: { user: CREDENTIALS.user, password: CREDENTIALS.password }, bearer: CREDENTIALS.bearer, apiKey: CREDENTIALS.apiKey },
    });
    try {
      const { model } = served.mock;
      const source = (await loadSpec(corpusPath(corpusDoc))).doc;
      const doc = isOpenApi30(source) ? upgradeDocument(source) : (upgradeOldDraftSchemas(source) as JsonSchema);
      const build = requestBuilder(model, doc);
      const judge = answerJudge(model, doc);
      const problems: string[] = [];
      const unbuilt: string[] = [];
      // deletes last: the others find their entities
      const operations = [...model.operations].sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));
      for (const op of operations) {
        const request = build(op);
        if (request.unbuilt.length > 0) {
          unbuilt.push(`${op.operationId} (${request.unbuilt.join(', ')})`);
          continue;
        }
        const answer = await send(served.url, request);
        // not mockable: said by a 501 naming the schema, listed below
        if (answer.status === 501 && served.mock.notMockable().some((n) => n.operationId === op.operationId)) continue;
        const found = judge(op, answer);
        const responses = rawOperation(doc, op).responses;
        const success = successKey(isRecord(responses) ? responses : {});
        const expected = success === undefined ? 200 : /^\d{3}$/.test(success) ? Number(success) : /^[1-5]XX$/i.test(success) ? Number(success[0]) * 100 : 200;
        if (!request.authorized && answer.status !== 401) found.push(`no requirement can be met, yet ${answer.status}`);
        if (request.authorized && answer.status !== expected && answer.status !== 501)
          found.push(`a valid request answered ${answer.status}, not ${expected}: ${answer.text.slice(0, 200)}`);
        for (const p of found) problems.push(`${op.operationId} ${request.method} ${request.url}: ${p}`);
      }
      const notMockable = served.mock.notMockable();
      figures.push(
        `${corpusDoc.name}: ${model.operations.length} operations, ${notMockable.length} not mockable${notMockable.length ? ` (${notMockable.map((n) => n.pointer).join(', ')})` : ''}, ${unbuilt.length} without a valid request${unbuilt.length ? ` (${unbuilt.join('; ')})` : ''}, ${Math.round(performance.now() - started)} ms`,
      );
      expect(problems).toEqual([]);
    } finally {
      await served.close();
    }
    // star-trek's 120 operations take some 15 s on a busy 2-core machine (each compiles its validators on first use)
  }, 120_000);
});
