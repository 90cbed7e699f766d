import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { getBrand } from '@shop/site';
import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transport } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxEmails } from '../../db/schema';
import { createTestApp } from '../../test/testApp';
import {
  deliverPending,
  enqueueMail,
  type MailTransport,
  retryDelayMinutes,
  startOutboxWorker,
} from './service';

const easyFelt = getBrand('easy-felt');
const minute = 60_000;

describe('outbox delivery', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const db = () => ctx.database.db;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());
  // Delivery takes every due row, so each test starts from an empty outbox.
  beforeEach(async () => {
    await db().delete(outboxEmails);
  });

  function enqueue(to: string) {
    return enqueueMail(db(), {
      brand: easyFelt,
      locale: 'de-AT',
      to,
      template: {
        kind: 'verifyEmail',
        firstName: 'Anna',
        link: 'https://www.easy-felt.at/konto?token=1',
      },
    });
  }

  async function rowOf(id: string) {
    const [row] = await db().select().from(outboxEmails).where(eq(outboxEmails.id, id));
    if (!row) throw new Error(`no outbox row ${id}`);
    return row;
  }

  // A transport whose server refuses every message.
  const refusing: Transport<undefined> = {
    name: 'refusing',
    version: '1',
    send: (_mail, callback) => callback(new Error('550 mailbox unavailable'), undefined),
  };
  const failingTransport = () => nodemailer.createTransport(refusing);

  it('sends due mails from the brand address and marks them sent', async () => {
    const { id } = await enqueue('anna@example.at');
    const json = nodemailer.createTransport({ jsonTransport: true });
    const sent: Record<string, unknown>[] = [];
    const transport: MailTransport = {
      async sendMail(message: Mail.Options) {
        const info = await json.sendMail(message);
        sent.push(JSON.parse(info.message));
        return info;
      },
    };

    expect(await deliverPending(db(), transport, { batchSize: 10 })).toEqual({
      sent: 1,
      failed: 0,
    });

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      from: { name: 'easy felt', address: 'no-reply@easy-felt.nl' },
      replyTo: [{ address: 'service@easy-felt.at' }],
      to: [{ address: 'anna@example.at' }],
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse für easy felt',
    });
    expect(sent[0]?.html).toContain('lang="de-AT"');
    expect(sent[0]?.text).toContain('https://www.easy-felt.at/konto?token=1');
    const row = await rowOf(id);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(0);

    // A sent mail is never sent again.
    expect(await deliverPending(db(), transport)).toEqual({ sent: 0, failed: 0 });
  });

  it('writes the brand name and its nl-NL no-reply address in the From header', async () => {
    await enqueue('wire@example.at');
    const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
    let raw = '';
    await deliverPending(db(), {
      async sendMail(message) {
        const info = await stream.sendMail(message);
        raw = info.message.toString();
        return info;
      },
    });
    // Nodemailer quotes the name only where RFC 5322 needs it; both forms are the same address.
    expect(raw).toMatch(/^From: "?easy felt"? <no-reply@easy-felt\.nl>$/m);
    expect(raw).toMatch(/^Reply-To: service@easy-felt\.at$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
  });

  it('records a failed attempt, keeps the mail unsent and retries after a minute', async () => {
    const { id } = await enqueue('bounce@example.at');
    const before = Date.now();
    expect(await deliverPending(db(), failingTransport())).toEqual({ sent: 0, failed: 1 });
    const after = Date.now();

    const row = await rowOf(id);
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBe('550 mailbox unavailable');
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + minute - 2000);
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(after + minute + 2000);

    // Not due yet: a second run leaves it alone.
    expect(await deliverPending(db(), failingTransport())).toEqual({ sent: 0, failed: 0 });
  });

  it('doubles the wait after every failure, up to an hour', async () => {
    const { id } = await enqueue('again@example.at');
    await db()
      .update(outboxEmails)
      .set({ attempts: 3, nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(outboxEmails.id, id));
    const before = Date.now();
    await deliverPending(db(), failingTransport());
    const row = await rowOf(id);
    expect(row.attempts).toBe(4);
    expect(row.nextAttemptAt.getTime() - before).toBeGreaterThan(8 * minute - 2000);
    expect(row.nextAttemptAt.getTime() - before).toBeLessThan(8 * minute + 2000);

    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMinutes)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60, 60,
    ]);
  });

  it('sends each mail once when two deliveries run at the same time (SKIP LOCKED)', async () => {
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, i) => enqueue(`race${i}@example.at`)),
    );
    const sends: string[] = [];
    const slowTransport: MailTransport = {
      async sendMail(message) {
        await sleep(20);
        sends.push(String(message.to));
      },
    };

    const results = await Promise.all([
      deliverPending(db(), slowTransport, { batchSize: 10 }),
      deliverPending(db(), slowTransport, { batchSize: 10 }),
    ]);

    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(6);
    expect([...sends].sort()).toEqual(ids.map((_, i) => `race${i}@example.at`).sort());
    for (const { id } of ids) expect((await rowOf(id)).sentAt).toBeInstanceOf(Date);
  });

  it('takes at most a batch per run, oldest due first', async () => {
    for (let i = 0; i < 3; i++) await enqueue(`batch${i}@example.at`);
    const sends: string[] = [];
    const transport: MailTransport = {
      sendMail: async (message) => sends.push(String(message.to)),
    };
    expect(await deliverPending(db(), transport, { batchSize: 2 })).toEqual({
      sent: 2,
      failed: 0,
    });
    expect(await deliverPending(db(), transport, { batchSize: 2 })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(sends).toEqual(['batch0@example.at', 'batch1@example.at', 'batch2@example.at']);
  });
});

describe('startOutboxWorker', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  const log = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

  it('leaves mails in the outbox when no SMTP server is configured', async () => {
    const { id } = await enqueueMail(ctx.database.db, {
      brand: easyFelt,
      locale: 'nl-NL',
      to: 'dev@example.nl',
      template: { kind: 'accountDeleted', firstName: 'Dev' },
    });
    const worker = startOutboxWorker(ctx.database.db, { smtpUrl: undefined, log: log() });
    await sleep(50);
    await worker.stop();
    const [row] = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    expect(row).toMatchObject({ sentAt: null, attempts: 0 });
  });

  it('delivers over SMTP when configured, and stop waits for the run in progress', async () => {
    // A port nothing listens on: the SMTP connection is refused, which the run records.
    const server = createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    server.close();
    await once(server, 'close');

    const { id } = await enqueueMail(ctx.database.db, {
      brand: easyFelt,
      locale: 'nl-NL',
      to: 'smtp@example.nl',
      template: { kind: 'accountDeleted', firstName: 'Smtp' },
    });
    const workerLog = log();
    const worker = startOutboxWorker(ctx.database.db, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      intervalMs: 60_000,
      log: workerLog,
    });
    await worker.stop();

    const [row] = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    expect(row?.sentAt).toBeNull();
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(workerLog.warn).toHaveBeenCalledOnce();
  });
});
