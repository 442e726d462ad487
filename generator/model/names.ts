/** Naming rules shared by the model and the emitters (spec/README.md "Operations", "Webhooks"). */

/** Words of a name: split on `.`, `_`, `-`, spaces and lower->Upper boundaries. */
export function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

/** `payment.dispute.created` -> `PaymentDisputeCreated`; `createInvoice` -> `CreateInvoice`. */
export function pascalCase(name: string): string {
  return words(name)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
}

/** `payment_links` -> `paymentLinks`; `Create` -> `create`. */
export function lowerCamel(name: string): string {
  const pascal = pascalCase(name);
  return pascal ? pascal[0].toLowerCase() + pascal.slice(1) : pascal;
}

/** English singular of a snake/plain plural noun: `invoices`, `qr_codes`, `entities`, `addresses`. */
export function singular(noun: string): string {
  if (/ies$/.test(noun)) return `${noun.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(noun)) return noun.slice(0, -2);
  if (/[^s]s$/.test(noun)) return noun.slice(0, -1);
  return noun;
}

/** Webhook payload type: PascalCase of the dotted name + `Event` (`invoice.paid` -> `InvoicePaidEvent`). */
export function webhookTypeName(eventName: string): string {
  return `${pascalCase(eventName)}Event`;
}

/** Byte-wise string order: same on every machine and ICU build (the same spec gives the same bytes: write.ts). */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
