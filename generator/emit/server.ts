/**
 * `emitServer(model)`: generated/server/, the server skeleton (README.md, Using the
 * generated packages). The runtime that does not depend on the spec is ordinary code in
 * runtime/server/; what the spec decides (routing data, `Handlers`, machines, webhook events,
 * the error catalogue) is rendered from the model here and imports the runtime. Pure: same
 * model, same bytes.
 */
import type { ApiModel, GeneratedFile } from '../model/types.js';
import { banner } from './banner.js';
import { renderTemplate } from './render-template.js';
import { declaredErrorsData } from './server/declared-errors.js';
import { errorCatalogueData } from './server/error-catalogue.js';
import { handlerMember } from './server/handler-types.js';
import { machineTemplateData } from './server/machines.js';
import { registryTemplateData } from './server/registry.js';
import { basePathFormats, routeTable } from './server/route-table.js';

/** Modules whose template takes no data from the model. */
const FIXED_MODULES = ['index'] as const;

export function emitServer(model: ApiModel): GeneratedFile[] {
  const file = (name: string, data: Record<string, unknown> = {}, template = name): GeneratedFile => ({
    path: `server/${name}.ts`,
    contents: renderTemplate(`server/${template}.ts.hbs`, { ...data, banner: banner('x.ts').trimEnd() }),
  });
  const files = FIXED_MODULES.map((name) => file(name));
  const declared = declaredErrorsData(model);
  files.push(
    file('gateway', { declared: declared.declared !== '' }),
    file('routes', routesData(model)),
    file('handlers', { members: model.operations.map((op) => handlerMember(op, model)) }),
    // without an `x-errors` catalogue the server answers RFC 9457 problem details
    model.hasCatalogue ? file('errors', errorCatalogueData(model)) : file('errors', declared, 'errors-problem'),
    file('machines', machineTemplateData(model)),
    file('registry', registryTemplateData(model)),
    file('webhooks', {
      events: model.webhooks.map((w) =>
        JSON.stringify({ name: w.name, contains: w.contains, ...(w.examplePayload ? { examplePayload: w.examplePayload } : {}) }),
      ),
      payloadTypes: [...new Set(model.webhooks.map((w) => w.typeName))].sort().join(', '),
    }),
  );
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * Routes a single array literal holds; a larger document's are written in parts of this many and
 * spread into one: TypeScript reports an array literal of Amazon EC2's 1,188 routes (each its own
 * object type) as a union too complex to represent (TS2590).
 */
const ROUTES_PER_PART = 250;

function routesData(model: ApiModel): Record<string, unknown> {
  const routes = routeTable(model).map((route) => JSON.stringify(route));
  const parts: string[][] = [];
  if (routes.length > ROUTES_PER_PART) for (let i = 0; i < routes.length; i += ROUTES_PER_PART) parts.push(routes.slice(i, i + ROUTES_PER_PART));
  return {
    routes,
    ...(parts.length ? { parts, partSize: ROUTES_PER_PART } : {}),
    basePathFormats: JSON.stringify(basePathFormats(model)),
    defaultErrorFormat: JSON.stringify(model.hasCatalogue ? 'paisa' : 'problem'),
  };
}
