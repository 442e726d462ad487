/**
 * generated/server/machines.ts data: one `as const` definition per `x-state-machine`, so the
 * machine's states and triggers are literal types, and the per-machine lines of
 * `createMachines`.
 */
import type { ApiModel, StateMachineModel } from '../../model/types.js';
import { propertyKey } from './naming.js';

export function machineDefinition(machine: StateMachineModel): string {
  const transitions = machine.transitions.map(
    (t) => `      { from: ${JSON.stringify(t.from)}, to: ${JSON.stringify(t.to)}, trigger: ${JSON.stringify(t.trigger)}, emits: ${JSON.stringify(t.emits)} },`,
  );
  return [
    `  ${propertyKey(machine.schema)}: {`,
    `    schema: ${JSON.stringify(machine.schema)},`,
    `    field: ${JSON.stringify(machine.field)},`,
    `    entity: ${JSON.stringify(machine.entity)},`,
    `    initial: ${JSON.stringify(machine.initial)},`,
    `    states: ${JSON.stringify(machine.states)},`,
    `    transitions: [`,
    ...transitions,
    `    ],`,
    `  },`,
  ].join('\n');
}

export function machineTemplateData(model: ApiModel): Record<string, unknown> {
  return {
    definitions: model.machines.map(machineDefinition),
    entities: model.machines.map((m) => `  ${propertyKey(m.schema)}: T.${m.schema};`),
    builders: model.machines.map((m) => {
      const key = JSON.stringify(m.schema);
      return `    ${propertyKey(m.schema)}: buildMachine<Defs[${key}], MachineEntities[${key}], Ctx>(machineDefinitions[${key}], onTransition && ((e, t, c) => onTransition(${key}, e, t, c)), hooks.onEnter?.[${key}]),`;
    }),
  };
}
