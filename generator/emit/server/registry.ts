/**
 * generated/server/registry.ts data: the lists the spec holds, so the service never types them
 * by hand (spec/README.md "Resources"): stored entity kinds (`x-resource`), id prefixes, each
 * operation's tag and the machine triggers it fires (`x-transitions`). A resource kind used
 * twice, or a transition naming a machine or trigger the spec lacks, is refused here.
 */
import { ModelError } from '../../model/errors.js';
import { pointerToken } from '../../model/refs.js';
import type { ApiModel } from '../../model/types.js';
import { propertyKey } from './naming.js';

function problems(model: ApiModel): [string, string][] {
  const out: [string, string][] = [];
  const kinds = new Set<string>();
  for (const r of model.resources) {
    const at = `/components/schemas/${r.schema}/x-resource`;
    if (!/^[a-z][a-z0-9_]*$/.test(r.kind)) out.push([`${at}/kind`, 'must be a snake_case name']);
    if (kinds.has(r.kind)) out.push([`${at}/kind`, `\`${r.kind}\` is already another schema's kind`]);
    kinds.add(r.kind);
    if (r.unique !== null && !r.lookups.includes(r.unique)) out.push([`${at}/unique`, 'must be one of the lookups']);
  }
  for (const op of model.operations) {
    for (const t of op.transitions) {
      const machine = model.machines.find((m) => m.schema === t.machine);
      const at = `/paths/${pointerToken(op.path)}/${op.method}/x-transitions`;
      if (!machine) out.push([at, `no schema \`${t.machine}\` carries an x-state-machine`]);
      else if (!machine.transitions.some((tr) => tr.trigger === t.trigger)) out.push([at, `${t.machine} has no trigger \`${t.trigger}\``]);
    }
    for (const step of op.preconditions ?? []) {
      if (!model.operations.some((o) => o.operationId === step.operationId))
        out.push([`/paths/${pointerToken(op.path)}/${op.method}/x-precondition`, `no operation \`${step.operationId}\``]);
    }
    for (const t of op.timeTransitions) {
      const machine = model.machines.find((m) => m.schema === t.machine);
      const at = `/paths/${pointerToken(op.path)}/${op.method}/x-time-transitions`;
      if (!machine?.transitions.some((tr) => tr.trigger === t.trigger && tr.from === t.from))
        out.push([at, `${t.machine} has no transition from \`${t.from}\` by \`${t.trigger}\``]);
      else if (!model.operations.some((o) => o.operationId === t.setup.operationId)) out.push([`${at}/setup`, `no operation \`${t.setup.operationId}\``]);
      else if (t.setup.steps?.some((step) => !model.operations.some((o) => o.operationId === step.operationId)))
        out.push([
          `${at}/setup/steps`,
          `no operation \`${t.setup.steps.find((step) => !model.operations.some((o) => o.operationId === step.operationId))?.operationId}\``,
        ]);
      else if (!(t.advance > Math.max(0, ...Object.values(t.setup.in)))) out.push([`${at}/advance`, 'must move the clock past every `in` offset']);
      else if (t.from === null && !model.operations.some((o) => o.operationId === t.find && o.method === 'get'))
        out.push([`${at}/find`, `a creation by time needs \`find\`, a list operation (got \`${t.find ?? ''}\`)`]);
    }
  }
  return out;
}

export function registryTemplateData(model: ApiModel): Record<string, unknown> {
  const found = problems(model);
  if (found.length) throw new ModelError(found[0][0], found[0][1]);
  return {
    resources: model.resources.map(
      (r) =>
        `  ${propertyKey(r.kind)}: { schema: ${JSON.stringify(r.schema)}, idPrefix: ${JSON.stringify(r.idPrefix)}, lookups: ${JSON.stringify(r.lookups)}, unique: ${JSON.stringify(r.unique)} },`,
    ),
    kinds: JSON.stringify(model.resources.map((r) => r.kind)),
    entityTypes: model.resources.map((r) => `  ${propertyKey(r.kind)}: T.${r.schema};`),
    idPrefixes: Object.entries(model.idPrefixes).map(([name, prefix]) => `  ${propertyKey(name)}: ${JSON.stringify(prefix)},`),
    tags: model.operations.map((op) => `  ${propertyKey(op.operationId)}: ${JSON.stringify(op.tag)},`),
    transitions: model.operations.filter((op) => op.transitions.length > 0).map((op) => `  ${propertyKey(op.operationId)}: ${JSON.stringify(op.transitions)},`),
  };
}
