import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../service/clock.js';
import { createNotifier, type InvoiceMessageInput, invoiceEmail, invoiceSms } from '../../service/notifier.js';
import type { Store } from '../../service/store/store.js';
import { ENGINES, type StoreFixture } from '../support/engines.js';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.js';

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

describe('notifier', () => {
  let fixture: StoreFixture;
  let store: Store;
  let smtp: SmtpSink | undefined;
  beforeEach(async () => {
    fixture = await ENGINES[0]!.fixture(); // SQLite; the log table itself is covered by the store suite
    store = await fixture.open(manualClock());
  });
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
    await fixture.cleanup();
  });

  it('without PAISA_SMTP_URL writes e-mail and SMS to the notification log only', async () => {
    const notifier = createNotifier({ store });
    const email = invoiceEmail(input);
    await notifier.send('test', { channel: 'email', recipient: 'asha@example.com', ...email, entity_id: input.invoiceId });
    await notifier.send('test', { channel: 'sms', recipient: '+919000090000', body: invoiceSms(input), entity_id: input.invoiceId });
    const log = await store.transaction((tx) => tx.notifications.list('test', { entity_id: input.invoiceId }));
    expect(log).toMatchObject([
      { channel: 'email', recipient: 'asha@example.com', subject: email.subject, body: email.body, transport: 'log' },
      { channel: 'sms', recipient: '+919000090000', subject: null, transport: 'log' },
    ]);
    expect(await store.transaction((tx) => tx.notifications.list('live'))).toEqual([]);
  });

  it('with an SMTP URL sends the e-mail over SMTP (and logs it), while SMS still goes to the log', async () => {
    smtp = await startSmtpSink();
    const notifier = createNotifier({ store, smtpUrl: smtp.url, from: 'billing@acme.test' });
    await notifier.send('test', { channel: 'email', recipient: 'asha@example.com', ...invoiceEmail(input), entity_id: input.invoiceId });
    await notifier.send('test', { channel: 'sms', recipient: '+919000090000', body: invoiceSms(input) });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.to).toEqual(['<asha@example.com>']);
    expect(smtp.messages[0]!.data).toContain('Subject: Invoice from Acme Stores for INR 1234.50');
    expect(smtp.messages[0]!.data).toContain('Pay it here: http://127.0.0.1:8080/i/inv_ABCDEFGHIJKLMN');
    const log = await store.transaction((tx) => tx.notifications.list('test'));
    expect(log.map((n) => [n.channel, n.transport])).toEqual([
      ['email', 'smtp'],
      ['sms', 'log'],
    ]);
  });

  it('reports an SMTP failure to the caller and logs nothing as sent', async () => {
    smtp = await startSmtpSink();
    const url = smtp.url;
    await smtp.close();
    smtp = undefined;
    const notifier = createNotifier({ store, smtpUrl: url });
    await expect(notifier.send('test', { channel: 'email', recipient: 'a@example.com', subject: 's', body: 'b' })).rejects.toThrow();
    expect(await store.transaction((tx) => tx.notifications.list('test'))).toEqual([]);
  });
});
