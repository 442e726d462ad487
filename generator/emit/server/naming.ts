/** Names of generated declarations, shared by the server and client emitters. */
import { lowerCamel, pascalCase } from '../../model/names.js';

/** `createInvoice` -> `CreateInvoice`: the prefix of generator 1's aliases (`CreateInvoiceBody`...). */
export function opTypeName(operationId: string): string {
  return pascalCase(operationId);
}

/** Tag `payment_links` -> client group `paymentLinks`. */
export function groupName(tag: string): string {
  return lowerCamel(tag);
}

/** A property key as TypeScript source: bare when it is an identifier, quoted otherwise. */
export function propertyKey(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
}

/** `/** text *\/` with the comment terminator made harmless. */
export function docComment(lines: (string | undefined)[], indent = ''): string {
  const body = lines.filter((l): l is string => !!l).flatMap((l) => l.replace(/\*\//g, '*\\/').split('\n'));
  if (body.length === 0) return '';
  if (body.length === 1) return `${indent}/** ${body[0]} */\n`;
  return `${indent}/**\n${body.map((l) => `${indent} *${l ? ` ${l}` : ''}`).join('\n')}\n${indent} */\n`;
}
