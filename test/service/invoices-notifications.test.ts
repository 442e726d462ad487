/**
 * Invoice notifications (interface doc, Invoice: "SMS and e-mail sent per sms_notify and
 * email_notify when the customer has the matching contact detail"; POST /invoices rule 3: no
 * customer, nothing sent): statuses pending -> sent, the notification log, SMTP when configured.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateInvoiceBody } from '../../generated/types/index.js';
import { invoiceNotificationsSettled } from '../../service/resources/invoice-notifications.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.js';
import { amountInvoice, CUSTOMER, invoiceBody, stopGateway } from './invoices-support.js';

for (const engine of ENGINES) {
  describe(`invoices: notifications [${engine}]`, () => {
    let gw: TestGateway | undefined;
    let smtp: SmtpSink | undefined;
    afterEach(async () => {
      await stopGateway(gw);
      await smtp?.close();
      gw = smtp = undefined;
    });

    const log = (id: string) => gw!.ctx.store.transaction((tx) => tx.notifications.list('test', { entity_id: id }));

    // [flags, customer, sms_status, email_status, channels logged]
    const cases: Array<[string, Partial<CreateInvoiceBody>, 'pending' | null, 'pending' | null, string[]]> = [
      ['defaults (1, 1), customer with both details', {}, 'pending', 'pending', ['sms', 'email']],
      ['sms_notify 0', { sms_notify: '0' }, null, 'pending', ['email']],
      ['email_notify 0', { email_notify: '0' }, 'pending', null, ['sms']],
      ['both 0', { sms_notify: '0', email_notify: '0' }, null, null, []],
      ['a customer without e-mail', { customer: { name: CUSTOMER.name, contact: CUSTOMER.contact } }, 'pending', null, ['sms']],
      ['no customer (rule 3: flags ignored)', { customer: undefined, sms_notify: '1', email_notify: '1' }, null, null, []],
    ];
    it.each(cases)('%s', async (_name, extra, sms, email, channels) => {
      gw = await startGateway({ engine });
      const invoice = await gw.client().invoices.create(invoiceBody(extra));
      expect([invoice.sms_status, invoice.email_status]).toEqual([sms, email]);
      await invoiceNotificationsSettled(gw.ctx);
      const sent = (status: string | null) => (status === 'pending' ? 'sent' : null);
      const after = await gw.client().invoices.fetch(invoice.id);
      expect([after.sms_status, after.email_status]).toEqual([sent(sms), sent(email)]);
      expect((await log(invoice.id)).map((n) => n.channel)).toEqual(channels);
    });

    it('writes the SMS and the e-mail to the log with the link and the amount', async () => {
      gw = await startGateway({ engine });
      const invoice = await gw.client().invoices.create(invoiceBody());
      await invoiceNotificationsSettled(gw.ctx);
      const [sms, email] = await log(invoice.id);
      expect(sms).toMatchObject({ channel: 'sms', recipient: CUSTOMER.contact, transport: 'log' });
      expect(sms!.body).toContain(invoice.short_url);
      expect(sms!.body).toContain('INR 399.00');
      expect(email).toMatchObject({ channel: 'email', recipient: CUSTOMER.email, transport: 'log' });
      expect(email!.subject).toContain('INR 399.00');
      // signed with the merchant's name (PAISA_MERCHANT_NAME, default in the harness)
      expect(email!.subject).toContain('Paisa Demo Merchant');
      expect(sms!.body.startsWith('Paisa Demo Merchant: ')).toBe(true);
      expect(email!.body).toContain(`Hello ${CUSTOMER.name}`);
      expect(email!.body).toContain(invoice.short_url);
    });

    it('sends the e-mail over SMTP when configured (the SMS still goes to the log)', async () => {
      smtp = await startSmtpSink();
      gw = await startGateway({ engine, smtpUrl: smtp.url });
      const invoice = await gw.client().invoices.create(invoiceBody());
      await invoiceNotificationsSettled(gw.ctx);
      expect(smtp.messages.map((m) => m.to.map((to) => to.replace(/^<|>$/g, '')))).toEqual([[CUSTOMER.email]]);
      expect(smtp.messages[0]!.data).toContain(invoice.id);
      expect((await log(invoice.id)).map((n) => [n.channel, n.transport])).toEqual([
        ['sms', 'log'],
        ['email', 'smtp'],
      ]);
      expect((await gw.client().invoices.fetch(invoice.id)).email_status).toBe('sent');
    });

    it('a refused e-mail leaves email_status pending (the SMS is still sent)', async () => {
      // nothing listens on port 9 of loopback: the SMTP connection is refused
      gw = await startGateway({ engine, smtpUrl: 'smtp://127.0.0.1:9' });
      const invoice = await gw.client().invoices.create(invoiceBody());
      await invoiceNotificationsSettled(gw.ctx);
      expect(await gw.client().invoices.fetch(invoice.id)).toMatchObject({ sms_status: 'sent', email_status: 'pending' });
    });

    it('sends nothing for an amount invoice without a customer', async () => {
      gw = await startGateway({ engine });
      await gw.client().invoices.create(amountInvoice());
      await invoiceNotificationsSettled(gw.ctx);
      expect(await gw.ctx.store.transaction((tx) => tx.notifications.list('test'))).toEqual([]);
    });
  });
}
