/**
 * `npm run bench:generate`: time of a full in-memory generation of spec/openapi.yaml
 * (load -> model -> every emitter; nothing written), N=5 after one warm-up, and the cold
 * process time of `npm run generate -- --check`. Target: under 2 s on 2 cores.
 * Numbers, not pass/fail (README.md, Layout: bench/).
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { EMITTERS } from '../generator/emitters.js';
import { generateFromText } from '../generator/generate.js';

const SPEC = process.argv[2] ?? 'spec/openapi.yaml';
const RUNS = 5;

const text = await readFile(SPEC, 'utf8');
const times: number[] = [];
let files = 0;
for (let run = 0; run <= RUNS; run++) {
  const start = performance.now();
  files = (await generateFromText(text, SPEC, EMITTERS)).length;
  if (run > 0) times.push(performance.now() - start); // run 0 is the warm-up
}
times.sort((a, b) => a - b);
const ms = (n: number) => `${n.toFixed(0)} ms`;
console.log(`in-memory generation of ${SPEC} (${files} files), ${RUNS} runs after 1 warm-up:`);
console.log(`  min ${ms(times[0])}  median ${ms(times[Math.floor(times.length / 2)])}  max ${ms(times[times.length - 1])}`);

const start = performance.now();
const check = spawnSync('npm', ['run', '--silent', 'generate', '--', '--check', '--spec', SPEC], { encoding: 'utf8' });
const cold = performance.now() - start;
const verdict = check.status === 0 ? 'generated/ up to date' : `exit ${check.status}: generated/ differs (time still valid)`;
console.log(`cold process \`npm run generate -- --check\`: ${ms(cold)} (${verdict})`);
