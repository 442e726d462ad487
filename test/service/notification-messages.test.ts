/**
 * What invoice notifications say (pure formatting). Writing, delivering and retrying them:
 * notification-worker.test.ts and invoices-notifications.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { type InvoiceMessageInput, invoiceEmail, invoiceSms } from '../../service/notifications/messages.js';

const input: InvoiceMessageInput = {
  merchantName: 'Acme Stores',
  invoiceId: 'inv_ABCDEFGHIJKLMN',
  customerName: 'Asha Rao',
  amount: 123450,
  currency: 'INR',
  minorUnits: { INR: 2 },
  description: 'Two chairs',
  shortUrl: 'http://127.0.0.1:8080/i/inv_ABCDEFGHIJKLMN',
};

describe('notification formatting (pure)', () => {
  it('writes the invoice e-mail with amount, description and link', () => {
    expect(invoiceEmail(input)).toEqual({
      subject: 'Invoice from Acme Stores for INR 1234.50',
      body: 'Hello Asha Rao,\n\nAcme Stores has sent you an invoice for INR 1234.50.\n\nTwo chairs\n\nPay it here: http://127.0.0.1:8080/i/inv_ABCDEFGHIJKLMN\n\nInvoice inv_ABCDEFGHIJKLMN',
    });
    expect(invoiceEmail({ ...input, customerName: null, description: null }).body).toMatch(/^Hello there,\n\nAcme Stores .*\n\nPay it here/);
  });

  it('writes a short SMS with amount and link', () => {
    expect(invoiceSms(input)).toBe('Acme Stores: invoice for INR 1234.50. Pay at http://127.0.0.1:8080/i/inv_ABCDEFGHIJKLMN');
  });
});
