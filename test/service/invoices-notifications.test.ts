/**
 * Invoice notifications (spec createInvoice: SMS and e-mail go out "per `sms_notify` /
 * `email_notify` when the customer has the matching contact detail"; rule 3: no customer,
 * nothing sent): statuses pending -> sent (or failed, spec Invoice.sms_status,
 * designed), the notification log written with the invoice, SMTP when configured, retries,
 * restarts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateInvoiceBody } from '../../generated/types/index.js';
import { FIRST_RETRY_MS } from '../../service/backoff.js';
import { NOTIFICATION_RETRY_WINDOW_SECONDS } from '../../service/notifications/worker.js';
import { captureLogs, ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.js';
import { amountInvoice, CUSTOMER, countRows, expect400, invoiceBody, notificationsSettled, stopGateway } from './invoices-support.js';

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
      await notificationsSettled(gw);
      const sent = (status: string | null) => (status === 'pending' ? 'sent' : null);
      const after = await gw.client().invoices.fetch(invoice.id);
      expect([after.sms_status, after.email_status]).toEqual([sent(sms), sent(email)]);
      expect((await log(invoice.id)).map((n) => n.channel)).toEqual(channels);
    });

    it('writes the SMS and the e-mail to the log with the link and the amount', async () => {
      gw = await startGateway({ engine });
      const invoice = await gw.client().invoices.create(invoiceBody());
      await notificationsSettled(gw);
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
      await notificationsSettled(gw);
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
      await notificationsSettled(gw);
      expect(await gw.client().invoices.fetch(invoice.id)).toMatchObject({ sms_status: 'sent', email_status: 'pending' });
      // the refusal is on the row, which waits for its retry
      const [, email] = await log(invoice.id);
      expect(email).toMatchObject({ channel: 'email', attempts: 1, sent_at: null, failed_at: null });
      expect(email!.last_error).toMatch(/ECONNREFUSED/);
      expect(email!.next_attempt_at_ms).toBeGreaterThan(gw.clock.nowMs());
    });

    it('an e-mail whose SMTP server is down is retried, and sent once the server is back', async () => {
      smtp = await startSmtpSink();
      smtp.down = true;
      gw = await startGateway({ engine, smtpUrl: smtp.url });
      const invoice = await gw.client().invoices.create(invoiceBody());
      await notificationsSettled(gw);
      expect(await gw.client().invoices.fetch(invoice.id)).toMatchObject({ sms_status: 'sent', email_status: 'pending' });
      expect(smtp.messages).toEqual([]);
      smtp.down = false;
      gw.clock.advance(FIRST_RETRY_MS / 1000); // the first retry comes at most this long after the failure
      await notificationsSettled(gw);
      expect(await gw.client().invoices.fetch(invoice.id)).toMatchObject({ sms_status: 'sent', email_status: 'sent' });
      expect(smtp.messages.map((m) => m.to)).toEqual([[`<${CUSTOMER.email}>`]]);
      const [, email] = await log(invoice.id);
      expect(email).toMatchObject({ transport: 'smtp', attempts: 2, last_error: null });
    });

    it('a notification pending at shutdown is delivered after a restart', async () => {
      smtp = await startSmtpSink();
      gw = await startGateway({ engine, smtpUrl: smtp.url });
      // the worker stops before it picks the messages up, as if the process ended right after the answer
      await gw.app.notificationWorker.stop();
      const invoice = await gw.client().invoices.create(invoiceBody());
      expect((await log(invoice.id)).map((n) => [n.channel, n.sent_at])).toEqual([
        ['sms', null],
        ['email', null],
      ]);
      await gw.restart();
      await notificationsSettled(gw);
      expect(await gw.client().invoices.fetch(invoice.id)).toMatchObject({ sms_status: 'sent', email_status: 'sent' });
      expect(smtp.messages).toHaveLength(1);
      expect((await log(invoice.id)).map((n) => [n.channel, n.transport])).toEqual([
        ['sms', 'log'],
        ['email', 'smtp'],
      ]);
    });

    it('an e-mail given up after 24 hours sets email_status failed (logged as an error); notify_by that gets through makes it sent', async () => {
      const logs = captureLogs();
      smtp = await startSmtpSink();
      smtp.down = true;
      gw = await startGateway({ engine, smtpUrl: smtp.url, logger: logs.logger });
      const invoice = await gw.client().invoices.create(invoiceBody());
      await notificationsSettled(gw); // the first attempt fails
      gw.clock.advance(NOTIFICATION_RETRY_WINDOW_SECONDS); // the retry comes at the end of the window
      await notificationsSettled(gw);
      expect(await gw.client().invoices.fetch(invoice.id)).toMatchObject({ sms_status: 'sent', email_status: 'failed' });
      const [, email] = await log(invoice.id);
      expect(email).toMatchObject({ attempts: 2, sent_at: null, failed_at: expect.any(Number) });
      expect(email!.last_error).toMatch(/\b421\b/);
      const reported = logs.lines().filter((l) => typeof l.msg === 'string' && l.msg.startsWith('notification'));
      expect(reported.map((l) => [l.msg, l.level, l.channel, l.entity_id])).toEqual([
        ['notification not sent, will retry', 40, 'email', invoice.id],
        ['notification given up', 50, 'email', invoice.id],
      ]);
      expect(logs.text()).not.toContain(CUSTOMER.email); // the customer's address stays out of the log

      smtp.down = false;
      expect(await gw.client().invoices.notify(invoice.id, 'email')).toEqual({ success: true });
      await notificationsSettled(gw);
      expect(await gw.client().invoices.fetch(invoice.id)).toMatchObject({ email_status: 'sent' });
      expect(smtp.messages).toHaveLength(1);
    });

    it('the messages are written in the invoice transaction: there when the API answers, none for a refused request', async () => {
      gw = await startGateway({ engine });
      await gw.app.notificationWorker.stop(); // nothing is delivered: the log shows what the request itself wrote
      const all = () => gw!.ctx.store.transaction((tx) => tx.notifications.list('test'));

      const invoice = await gw.client().invoices.create(invoiceBody({ receipt: 'R-1' }));
      expect((await log(invoice.id)).map((n) => [n.channel, n.transport, n.attempts, n.sent_at])).toEqual([
        ['sms', 'none', 0, null],
        ['email', 'none', 0, null],
      ]);
      // designed rule 7 refuses the second invoice at its insert, after its order was made: nothing of it stays
      await expect400(gw.client().invoices.create(invoiceBody({ receipt: 'R-1' })), 'receipt');
      expect(await all()).toHaveLength(2);
      expect(await countRows(gw, 'orders')).toBe(1);

      const draft = await gw.client().invoices.create(invoiceBody({ draft: '1' }));
      expect(await log(draft.id)).toEqual([]);
      await gw.client().invoices.issue(draft.id);
      expect((await log(draft.id)).map((n) => n.channel)).toEqual(['sms', 'email']);
      await expect400(gw.client().invoices.issue(draft.id), null, 'Operation not allowed for Invoice in issued status.');
      expect(await gw.client().invoices.notify(draft.id, 'sms')).toEqual({ success: true });
      expect((await log(draft.id)).map((n) => n.channel)).toEqual(['sms', 'email', 'sms']);
      await gw.client().invoices.cancel(draft.id);
      await expect400(gw.client().invoices.notify(draft.id, 'sms'), null, 'Operation not allowed for Invoice in cancelled status.');
      expect((await log(draft.id)).map((n) => n.channel)).toEqual(['sms', 'email', 'sms']);
    });

    it('sends nothing for an amount invoice without a customer', async () => {
      gw = await startGateway({ engine });
      await gw.client().invoices.create(amountInvoice());
      await notificationsSettled(gw);
      expect(await gw.ctx.store.transaction((tx) => tx.notifications.list('test'))).toEqual([]);
    });
  });
}
