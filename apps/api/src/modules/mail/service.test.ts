import { getBrand } from '@shop/site';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema';
import { createTestApp } from '../../test/testApp';
import { enqueueMail, listOutbox } from './service';

const easyFelt = getBrand('easy-felt');
const link = 'https://www.easy-felt.nl/account/bevestigen?token=t1';

describe('the mail outbox', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  it('stores a queued mail rendered, unsent and due now', async () => {
    const { id } = await enqueueMail(ctx.database.db, {
      brand: easyFelt,
      locale: 'nl-BE',
      to: 'anna@example.be',
      template: { kind: 'verifyEmail', firstName: 'Anna', link },
    });
    const [row] = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    expect(row).toMatchObject({
      shopCode: 'EF',
      toAddress: 'anna@example.be',
      locale: 'nl-BE',
      template: 'verifyEmail',
      subject: 'Bevestig je e-mailadres bij easy felt',
      sentAt: null,
      attempts: 0,
      lastError: null,
    });
    expect(row?.html).toContain('lang="nl-BE"');
    expect(row?.text).toContain(link);
    expect(row?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('lists mails newest first, filtered by recipient regardless of case, up to the limit', async () => {
    const to = 'list@example.nl';
    for (const firstName of ['First', 'Second', 'Third']) {
      await enqueueMail(ctx.database.db, {
        brand: easyFelt,
        locale: 'en-GB',
        to,
        template: { kind: 'accountDeleted', firstName },
      });
    }
    await enqueueMail(ctx.database.db, {
      brand: easyFelt,
      locale: 'en-GB',
      to: 'someone-else@example.nl',
      template: { kind: 'accountDeleted', firstName: 'Other' },
    });

    const items = await listOutbox(ctx.database.db, { to: 'LIST@example.nl' });
    expect(items.map((item) => item.text.match(/Hi (\w+),/)?.[1])).toEqual([
      'Third',
      'Second',
      'First',
    ]);
    expect(items[0]).toMatchObject({
      to,
      template: 'accountDeleted',
      locale: 'en-GB',
      subject: 'Your easy felt account has been deleted',
      sentAt: null,
    });
    expect(await listOutbox(ctx.database.db, { to, limit: 2 })).toHaveLength(2);
  });

  it('lists the links of a mail, the action link first', async () => {
    const to = 'links@example.nl';
    await enqueueMail(ctx.database.db, {
      brand: easyFelt,
      locale: 'nl-NL',
      to,
      template: { kind: 'resetPassword', firstName: 'Anna', link: `${link}&step=2` },
    });
    const [item] = await listOutbox(ctx.database.db, { to });
    expect(item?.links).toEqual([`${link}&step=2`, 'https://www.easy-felt.nl']);
  });

  it('queues inside a transaction, so a rolled-back change sends no mail', async () => {
    const to = 'rollback@example.nl';
    const rollback = new Error('rollback');
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await enqueueMail(tx, {
          brand: easyFelt,
          locale: 'nl-NL',
          to,
          template: { kind: 'verifyEmail', firstName: 'Anna', link },
        });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await listOutbox(ctx.database.db, { to })).toEqual([]);

    await ctx.database.db.transaction((tx) =>
      enqueueMail(tx, {
        brand: easyFelt,
        locale: 'nl-NL',
        to,
        template: { kind: 'verifyEmail', firstName: 'Anna', link },
      }),
    );
    expect(await listOutbox(ctx.database.db, { to })).toHaveLength(1);
  });
});
