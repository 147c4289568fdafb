import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { emailOutbox, issuedTickets } from '../../db/schema';
import { demoConfig } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { mailAttachments, pdfToText, qrCodesOnPage } from '../../testing/documents';
import { movableClock } from '../customers/testing';
import {
  closedPort,
  readMail,
  startSmtpServer,
  type TestSmtpServer,
  drainOutbox,
} from '../mail/testing';
import { createMailer, type Mailer } from '../mail';
import { insertFulfilmentCatalog, insertOrder, ticketItem } from './fulfilment.fixtures';
import { fulfilmentComposers, fulfilOrder } from './fulfilment.service';

describe.each(testDatabaseKinds())('ticket e-mail through an SMTP outage on $name', ({ open }) => {
  let database: Database;
  let smtp: TestSmtpServer;
  const config = demoConfig();

  beforeAll(async () => {
    database = await open();
    smtp = await startSmtpServer();
  }, 120_000);
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  it('delivers the ticket e-mail once, after the mail server is back, with a PDF whose QR code is the barcode', async () => {
    const clock = movableClock();
    const catalog = await insertFulfilmentCatalog(database.db, clock.now(), config.server.timeZone);
    const email = `smtp.outage.${process.pid}@example.org`;
    const order = await insertOrder(database.db, {
      email,
      items: [
        ticketItem(catalog, 'timed', {
          name: 'Zeitfenster-Ticket',
          count: 1,
          datetime: `${catalog.today} 11:00:00`,
        }),
      ],
    });
    const down: Mailer = createMailer({
      ...smtp.settings,
      transport: { kind: 'smtp', host: '127.0.0.1', port: await closedPort(), secure: false },
    });
    const up = createMailer(smtp.settings);
    const composers = fulfilmentComposers({ config, clock });

    // Booking while the mail server is down: the booking commits, the mail waits in the outbox.
    await database.db.transaction((tx) =>
      fulfilOrder(tx, { config, db: database.db, clock, mailer: down }, order.id),
    );
    const outage = await drainOutbox({ db: database.db, clock, mailer: down, config, composers });
    expect(outage).toEqual({ sent: 0, failed: 1 });
    const [queued] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(queued).toMatchObject({ status: 'queued', attempts: 1 });
    expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(0);

    // The server is back; the retry is due after a minute.
    clock.advance(60_000);
    expect(await drainOutbox({ db: database.db, clock, mailer: up, config, composers })).toEqual({
      sent: 1,
      failed: 0,
    });
    clock.advance(10 * 60_000);
    expect(await drainOutbox({ db: database.db, clock, mailer: up, config, composers })).toEqual({
      sent: 0,
      failed: 0,
    });

    const received = smtp.received.filter((mail) => mail.to.includes(email));
    expect(received).toHaveLength(1);
    const raw = received[0]?.raw ?? '';
    expect(readMail(raw).subject).toBe(`Ihre Bestellung ${order.number} – Stadtmuseum Lindenau`);
    const pdfs = mailAttachments(raw).filter((file) => file.contentType === 'application/pdf');
    expect(pdfs.map((file) => file.filename)).toEqual([
      `Tickets-${order.number}.pdf`,
      `Rechnung-${order.number}.pdf`,
    ]);
    const [ticket] = await database.db
      .select()
      .from(issuedTickets)
      .where(eq(issuedTickets.orderId, order.id));
    const tickets = pdfs[0]?.content ?? Buffer.alloc(0);
    expect(qrCodesOnPage(tickets, 1)).toEqual([ticket?.barcode]);
    expect(pdfToText(tickets)).toContain(ticket?.barcode);
  });
});
