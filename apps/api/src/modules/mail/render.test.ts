import { brandIds, brands, getBrand, locales } from '@shop/site';
import { describe, expect, it } from 'vitest';
import { renderMail } from './render';

const easyFelt = getBrand('easy-felt');
const link = 'https://www.easy-felt.nl/account/bevestigen?token=abc123';
const verify = { kind: 'verifyEmail', firstName: 'Anna', link } as const;

describe('renderMail', () => {
  const everyBrandAndLocale = brandIds.flatMap((id) =>
    locales.map((locale) => [id, locale] as const),
  );

  it.each(everyBrandAndLocale)(
    'renders %s in %s with the brand colour bar, word mark, support address and lang',
    async (id, locale) => {
      const brand = brands[id];
      const mail = await renderMail(brand, locale, verify);
      expect(mail.html).toContain(`lang="${locale}"`);
      expect(mail.html).toContain(`background-color:${brand.theme.primary}`);
      expect(mail.html).toContain(`color:${brand.theme.text}`);
      expect(mail.html).toContain(`>${brand.name}</p>`);
      expect(mail.html).toContain(`mailto:service@${brand.domains[locale]}`);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.text).toContain(link);
      expect(mail.subject).toContain(brand.name);
    },
  );

  it('writes the subject in the language of the locale', async () => {
    const dutch = await renderMail(easyFelt, 'nl-NL', verify);
    const austrian = await renderMail(easyFelt, 'de-AT', verify);
    expect(dutch.subject).toBe('Bevestig je e-mailadres bij easy felt');
    expect(austrian.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse für easy felt');
  });

  it('gives Belgian and Austrian locales the copy of their language', async () => {
    const pairs = [
      ['nl-BE', 'nl-NL'],
      ['fr-BE', 'fr-FR'],
      ['de-AT', 'de-DE'],
    ] as const;
    for (const [regional, main] of pairs) {
      const a = await renderMail(easyFelt, regional, verify);
      const b = await renderMail(easyFelt, main, verify);
      expect(a.subject).toBe(b.subject);
    }
  });

  it('has its own subject for every template in every language', async () => {
    const templates = [
      verify,
      { kind: 'resetPassword', firstName: 'Anna', link },
      { kind: 'accountDeleted', firstName: 'Anna' },
    ] as const;
    const subjects = new Set<string>();
    for (const template of templates) {
      for (const locale of ['nl-NL', 'fr-FR', 'de-DE', 'en-GB'] as const) {
        subjects.add((await renderMail(easyFelt, locale, template)).subject);
      }
    }
    expect(subjects.size).toBe(12);
  });

  it('addresses Dutch readers with je, French with vous and German with Sie', async () => {
    const texts = await Promise.all(
      (['nl-NL', 'fr-FR', 'de-DE'] as const).map(async (locale) => {
        return (await renderMail(easyFelt, locale, verify)).text;
      }),
    );
    expect(texts[0]).toMatch(/\bje\b/);
    expect(texts[0]).not.toMatch(/\buw\b/i);
    expect(texts[1]).toMatch(/\bvotre\b/);
    expect(texts[1]).not.toMatch(/\b(ton|ta|tes)\b/);
    expect(texts[2]).toMatch(/\bSie\b/);
    expect(texts[2]).not.toMatch(/\b(du|dein|deine)\b/);
  });

  it('puts the preview line in the HTML but not in the plain text', async () => {
    const mail = await renderMail(easyFelt, 'en-GB', verify);
    const preview = 'One more click and your easy felt account is ready.';
    expect(mail.html).toContain(preview);
    expect(mail.text).not.toContain(preview);
  });

  it('writes a plain-text version that reads without the HTML', async () => {
    const mail = await renderMail(easyFelt, 'nl-NL', verify);
    expect(mail.text).not.toMatch(/<[a-z]/i);
    expect(mail.text).toContain('Bevestig je e-mailadres\n');
    expect(mail.text).toContain('Hallo Anna,');
    expect(mail.text).toContain(`E-mailadres bevestigen ${link}`);
    expect(mail.text).toContain('service@easy-felt.nl');
    // The link appears once: the HTML's "button not working?" line is for HTML readers only.
    expect(mail.text.split(link)).toHaveLength(2);
  });

  it('tells how long a reset link is valid, in words of the language', async () => {
    const reset = { kind: 'resetPassword', firstName: 'Anna', link } as const;
    expect((await renderMail(easyFelt, 'nl-NL', reset)).text).toMatch(/1\s+uur geldig/);
    expect((await renderMail(easyFelt, 'de-AT', reset)).text).toMatch(/1\s+Stunde gültig/);
    expect((await renderMail(easyFelt, 'fr-BE', reset)).text).toMatch(/valable 1\s+heure/);
    const short = await renderMail(easyFelt, 'en-GB', { ...reset, validMinutes: 30 });
    expect(short.text).toContain('valid for 30 minutes');
  });

  it('sends an account-deleted mail without a button, pointing to support instead', async () => {
    const mail = await renderMail(getBrand('dbc'), 'fr-BE', {
      kind: 'accountDeleted',
      firstName: 'Luc',
    });
    expect(mail.subject).toBe('Votre compte DBC a été supprimé');
    expect(mail.html).not.toContain('target="_blank"><span>');
    expect(mail.text).toContain('service@dbc.be');
  });

  it('escapes the first name', async () => {
    const mail = await renderMail(easyFelt, 'en-GB', { ...verify, firstName: '<b>Eve</b>' });
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
  });

  it('refuses a button link that is not an absolute http(s) URL', async () => {
    for (const bad of ['/account/verify?token=1', 'javascript:alert(1)', 'www.easy-felt.nl']) {
      await expect(renderMail(easyFelt, 'nl-NL', { ...verify, link: bad })).rejects.toThrow(
        RangeError,
      );
    }
  });
});
