/**
 * `emitClient(model)`: generated/client/, a typed client grouped by tag (`client.invoices.create`),
 * built on the transport in runtime/client/. Pure: same model, same bytes.
 */
import type { ApiModel, GeneratedFile, OperationModel } from '../model/types.js';
import { banner } from './banner.js';
import { clientMethods, operationDef } from './client/methods.js';
import { renderTemplate } from './render-template.js';
import { docComment, groupName, propertyKey } from './server/naming.js';

export function emitClient(model: ApiModel): GeneratedFile[] {
  const head = banner('x.ts').trimEnd();
  const descriptions = new Map(model.tags.map((t) => [t.name, t.description]));
  const groups = new Map<string, string[]>();
  const taken = new Map<string, Map<string, OperationModel>>();
  for (const op of model.operations) {
    const group = groupName(op.tag);
    let lines = groups.get(group);
    let names = taken.get(group);
    if (!lines || !names) {
      lines = [`${docComment([descriptions.get(op.tag)], '  ')}  ${propertyKey(group)}: {`];
      names = new Map();
      groups.set(group, lines);
      taken.set(group, names);
    }
    lines.push(...clientMethods(op, model, names));
  }
  const groupSources = [...groups.values()].map((lines) => [...lines, '  },'].join('\n'));
  return [
    {
      path: 'client/index.ts',
      contents: renderTemplate('client/index.ts.hbs', {
        banner: head,
        title: model.title,
        hasCatalogue: model.hasCatalogue,
        serverUrl: JSON.stringify(model.serverUrl),
        basePath: JSON.stringify(model.basePath),
        operations: model.operations.map((op) => `  ${propertyKey(op.operationId)}: ${JSON.stringify(operationDef(op))},`),
        groups: groupSources,
      }),
    },
  ];
}
