/**
 * `emitServer(model)`: generated/server/, the server skeleton of DESIGN.md "The server
 * skeleton". Most of the runtime is static code in templates/server/*.hbs (copied with a
 * banner, so the package is self-contained); what depends on the spec (routing data,
 * `Handlers`, machines, webhook events) is rendered from the model here. Pure: same model,
 * same bytes.
 */
import type { ApiModel, GeneratedFile } from '../model/types.js';
import { banner } from './banner.js';
import { renderTemplate } from './render-template.js';
import { handlerMember } from './server/handler-types.js';
import { machineTemplateData } from './server/machines.js';
import { basePathFormats, routeTable } from './server/route-table.js';

/** Runtime modules that do not depend on the spec. */
const STATIC_MODULES = ['auth', 'body-parsers', 'coercion', 'errors', 'gateway', 'index', 'machine', 'not-built', 'respond', 'router', 'signature'] as const;

export function emitServer(model: ApiModel): GeneratedFile[] {
  const file = (name: string, data: Record<string, unknown> = {}): GeneratedFile => ({
    path: `server/${name}.ts`,
    contents: renderTemplate(`server/${name}.ts.hbs`, { ...data, banner: banner('x.ts').trimEnd() }),
  });
  const files = STATIC_MODULES.map((name) => file(name));
  files.push(
    file('routes', {
      routes: routeTable(model).map((route) => JSON.stringify(route)),
      basePathFormats: JSON.stringify(basePathFormats(model)),
    }),
    file('handlers', { members: model.operations.map(handlerMember) }),
    file('machines', machineTemplateData(model)),
    file('webhooks', {
      events: model.webhooks.map((w) => JSON.stringify({ name: w.name, contains: w.contains })),
      payloadTypes: [...new Set(model.webhooks.map((w) => w.typeName))].sort().join(', '),
    }),
  );
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
