/**
 * State machines from `x-state-machine` on component schemas (spec/README.md "State
 * machines"). List-valued `from` is expanded to one transition per state; `from: null`
 * (or absent) is a creation transition.
 */
import { compareStrings } from './names.js';
import { isRecord } from './refs.js';
import type { JsonSchema, StateMachineModel, TransitionModel } from './types.js';

export function stateMachineModels(schemas: Record<string, JsonSchema>): StateMachineModel[] {
  const machines: StateMachineModel[] = [];
  for (const name of Object.keys(schemas).sort(compareStrings)) {
    const raw = schemas[name]['x-state-machine'];
    if (!isRecord(raw)) continue;
    const field = typeof raw.field === 'string' ? raw.field : 'status';
    const states = Array.isArray(raw.states) ? raw.states.map(String) : statusEnum(schemas[name], field);
    machines.push({
      schema: name,
      field,
      entity: entityName(schemas[name]),
      initial: typeof raw.initial === 'string' ? raw.initial : (states[0] ?? ''),
      states,
      transitions: (Array.isArray(raw.transitions) ? raw.transitions : []).flatMap(expandTransition),
    });
  }
  return machines;
}

function expandTransition(raw: unknown): TransitionModel[] {
  if (!isRecord(raw)) return [];
  const froms: (string | null)[] = Array.isArray(raw.from) ? raw.from.map(String) : [raw.from == null ? null : String(raw.from)];
  return froms.map((from) => {
    const transition: TransitionModel = {
      from,
      to: String(raw.to),
      trigger: String(raw.trigger),
      emits: Array.isArray(raw.emits) ? raw.emits.map(String) : [],
      designed: raw['x-designed'] === true,
    };
    if (typeof raw.guard === 'string') transition.guard = raw.guard;
    return transition;
  });
}

/** The `entity` property's constant (spec `info.description`, Entities: "`entity` (the resource name...)"). */
function entityName(schema: JsonSchema): string | null {
  const props = isRecord(schema.properties) ? schema.properties : {};
  const prop = props.entity;
  if (!isRecord(prop)) return null;
  if (typeof prop.const === 'string') return prop.const;
  return Array.isArray(prop.enum) && prop.enum.length === 1 && typeof prop.enum[0] === 'string' ? prop.enum[0] : null;
}

/** Fallback when `states` is omitted: the status property's enum. */
function statusEnum(schema: JsonSchema, field: string): string[] {
  const props = isRecord(schema.properties) ? schema.properties : {};
  const prop = props[field];
  return isRecord(prop) && Array.isArray(prop.enum) ? prop.enum.filter((v) => v !== null).map(String) : [];
}
