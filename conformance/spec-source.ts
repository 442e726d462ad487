/**
 * The only file the conformance runner reads: the spec, through the generator's own loader
 * and model (pure core, I/O at the edges), plus the request examples the model
 * does not keep.
 */
import { loadSpec } from '../generator/load.js';
import { buildModel } from '../generator/model/index.js';
import type { ApiModel } from '../generator/model/types.js';
import { type BodyExample, requestExamples } from './examples.js';

export interface ConformanceSpec {
  model: ApiModel;
  examples: Record<string, BodyExample[]>;
}

export const DEFAULT_SPEC = 'spec/openapi.yaml';

export async function loadConformanceSpec(file = DEFAULT_SPEC): Promise<ConformanceSpec> {
  const { doc } = await loadSpec(file);
  return { model: buildModel(doc), examples: requestExamples(doc) };
}
