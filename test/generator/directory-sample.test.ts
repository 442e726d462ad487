/**
 * A seeded sample of the APIs.guru directory (bench/corpus/directory.ts; the whole of it is
 * `npm run bench:corpus`, hours long): each document generates types, validators, a server and
 * a client, and all of them type-check in strict programs, as openapi-typescript's types of the
 * same documents do (bench:corpus runs both). A document the generator refuses must be listed
 * below with the real defect it names. The sample stays the same from run to run (its seed),
 * documents up to 300 kB, sized to under two minutes of CPU (105 s measured), within CI's three.
 */
import { beforeAll, expect, test } from 'vitest';
import { DIRECTORY_API, directoryNames, ensureDirectory, seededSample } from '../../bench/corpus/directory.js';
import { EMITTERS } from '../../generator/emitters.js';
import { generateReport } from '../../generator/generate.js';
import { SpecError } from '../../generator/load.js';
import type { GeneratedFile } from '../../generator/model/types.js';
import { typecheck } from './typecheck.js';

const SEED = 'paisa-long-tier-1';
const SIZE = 60;
const MAX_BYTES = 300 * 1024;

/** Documents of the sample the generator refuses, each with the defect its refusal names (none today). */
const KNOWN_REFUSALS: Record<string, RegExp> = {};

let sample: string[] = [];
beforeAll(() => {
  const names = directoryNames()
    .filter((d) => d.bytes <= MAX_BYTES)
    .map((d) => d.name);
  sample = seededSample(names, SIZE, SEED);
  ensureDirectory(sample);
}, 300_000);

test(`${SIZE} documents of the directory (seed ${SEED}) generate, and every output type-checks under strict flags`, async () => {
  const refused: string[] = [];
  const diagnostics: string[] = [];
  let batch: GeneratedFile[] = [];
  const check = () => {
    diagnostics.push(...typecheck(batch).slice(0, 3));
    batch = [];
  };
  for (const [i, name] of sample.entries()) {
    try {
      const report = await generateReport(`${DIRECTORY_API}/${name}`, EMITTERS);
      const folder = name.replace(/[^A-Za-z0-9_.-]/g, '_');
      batch.push(...report.files.filter((f) => f.path.endsWith('.ts')).map((f) => ({ path: `directory/${folder}/${f.path}`, contents: f.contents })));
    } catch (error) {
      if (!(error instanceof SpecError)) throw error;
      if (!KNOWN_REFUSALS[name]?.test(error.reason)) refused.push(error.message);
    }
    if ((i + 1) % 10 === 0) check();
  }
  check();
  expect(refused).toEqual([]);
  expect(diagnostics).toEqual([]);
  // about 105 s of CPU (user + system) on this 2-core machine; the wall grows with what else runs
}, 1_200_000);
