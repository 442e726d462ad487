/**
 * The zoo documents' own examples make a walk a correct server answers with success: sent in
 * Dredd's `--sorted` order (what bench:contract feeds Dredd and Prism), every example request is
 * answered 2xx, as its document says. So what those tools report on a correct server is theirs.
 */
import { describe, expect, it } from 'vitest';
import { exampleRequests } from '../../bench/contract/examples.js';
import { judge } from './conforms.js';
import { ZOO } from './index.js';
import { zooClient } from './kit/client.js';

describe.each(ZOO)('the examples of $name', (api) => {
  it('are a walk its correct server answers 2xx, as documented', async () => {
    const requests = await exampleRequests(api.spec);
    expect(requests[0]).toMatchObject({ method: 'POST' });
    expect(requests.filter((r) => r.target.includes('{'))).toEqual([]);
    const server = await api.start();
    try {
      const { problems } = await judge(api.spec);
      const client = zooClient(server.baseUrl, api.headers);
      const seen = [];
      for (const r of requests) {
        const answer = await client.call(r.method, r.target, { body: r.body, headers: r.headers });
        seen.push({ op: r.operationId, success: answer.status >= 200 && answer.status < 300, problems: problems(r.operationId, answer) });
      }
      expect(seen).toEqual(seen.map((s) => ({ ...s, success: true, problems: [] })));
    } finally {
      await server.close();
    }
  });
});
