/**
 * The checkout's only stylesheet, inline and allowed by its hash in the Content-Security-Policy
 * (CSP Level 3, 'sha256-...' source expressions), so the page needs no script and no other
 * origin. Method fieldsets are shown for the chosen radio with `:has()`; a browser without it
 * shows every fieldset, and the form still works.
 */
import { createHash } from 'node:crypto';

export const CHECKOUT_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f9;color:#1c2430}
main{max-width:34rem;margin:2rem auto;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(20,30,60,.08);padding:1.5rem 1.75rem}
header{border-bottom:1px solid #e4e8ef;padding-bottom:1rem;margin-bottom:1rem}
.merchant{margin:0;color:#5b6678;font-size:.9rem}
h1{margin:.25rem 0;font-size:1.4rem}
h2{font-size:1rem;margin:1.25rem 0 .5rem}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0 0}
.mode{display:inline-block;background:#fff4d6;color:#7a5600;border-radius:4px;padding:0 .4rem;font-size:.8rem;font-weight:600}
table{width:100%;border-collapse:collapse;font-size:.95rem}
th,td{text-align:left;padding:.35rem 0;border-bottom:1px solid #eef1f5}
td.num,th.num{text-align:right}
fieldset{border:1px solid #e4e8ef;border-radius:8px;margin:1rem 0;padding:.75rem 1rem;min-width:0}
legend{font-weight:600;padding:0 .25rem}
.methods label{display:inline-flex;align-items:center;gap:.3rem;margin:.2rem .9rem .2rem 0;font-weight:500}
.field{display:flex;flex-direction:column;margin:.5rem 0}
.field label{font-size:.9rem;font-weight:600;margin-bottom:.2rem}
.row{display:flex;gap:1rem}.row .field{flex:1;min-width:0}
input[type=text],input[type=email],input[type=tel],input[type=password],select{font:inherit;padding:.5rem .6rem;border:1px solid #c5ccd8;border-radius:6px}
input:focus,select:focus,button:focus{outline:3px solid #9cc0ff;outline-offset:1px}
button{width:100%;font:inherit;font-weight:700;font-size:1.1rem;padding:.75rem;border:0;border-radius:8px;background:#1f5fd6;color:#fff;cursor:pointer;margin-top:.5rem}
button:hover{background:#184cb0}
button.secondary{background:#5b6678}button.secondary:hover{background:#46505f}
.note{color:#5b6678;font-size:.85rem}
.downtime{color:#8a5a00;font-size:.85rem}
.error{background:#fdecec;color:#8a1c1c;border-radius:6px;padding:.6rem .8rem}
.success{background:#e7f6ec;color:#1b5e33;border-radius:6px;padding:.6rem .8rem}
.paid{background:#eef1f5;color:#1c2430;border-radius:6px;padding:.6rem .8rem}
code{font-family:ui-monospace,monospace;font-size:.9em}
a{color:#1f5fd6}
@supports selector(:has(*)){
.for-card,.for-emi,.for-upi,.for-netbanking,.for-wallet{display:none}
form:has(#method-card:checked) .for-card,form:has(#method-emi:checked) .for-emi,form:has(#method-upi:checked) .for-upi,
form:has(#method-netbanking:checked) .for-netbanking,form:has(#method-wallet:checked) .for-wallet{display:block}
}
`;

/** `style-src` source expression for CHECKOUT_CSS. */
export const CHECKOUT_CSS_HASH = `'sha256-${createHash('sha256').update(CHECKOUT_CSS, 'utf8').digest('base64')}'`;

/**
 * No script, no frames, no other origin; the form posts only to this origin, and, on the
 * standard checkout of an order with a callback_url, may be redirected on to that one origin:
 * browsers apply `form-action` to the redirects after a form submission too
 * (https://www.w3.org/TR/CSP3/#directive-form-action).
 */
export function checkoutCsp(callbackOrigin?: string): string {
  return [
    "default-src 'none'",
    `style-src ${CHECKOUT_CSS_HASH}`,
    "img-src 'self' data:",
    `form-action 'self'${callbackOrigin ? ` ${callbackOrigin}` : ''}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const CHECKOUT_CSP = checkoutCsp();
