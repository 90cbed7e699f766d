import { describe, expect, it } from 'vitest';
import { canaryZone, type FakeZone, fakeResolver } from '../../test/fakeResolver';
import { isDisposableDomain } from './disposableDomains';
import { createEmailDomainCheck } from './emailDomain';
import { createDnsResolver, dnsTimeoutMs } from './mailDomainResolver';

function checkWith(zones: Record<string, FakeZone>, timeoutMs = 50) {
  const clock = { now: 0 };
  const fake = fakeResolver({ ...canaryZone, ...zones });
  const check = createEmailDomainCheck({
    resolver: fake.resolver,
    timeoutMs,
    now: () => clock.now,
  });
  return { check, questions: fake.questions, clock };
}

describe('e-mail domain check', () => {
  it('refuses a malformed address with reason syntax, without asking DNS', async () => {
    const { check, questions } = checkWith({});
    expect(await check('jan@')).toEqual({ valid: false, checked: true, reason: 'syntax' });
    expect(questions).toEqual([]);
  });

  it.each(['jan@mailinator.com', 'jan@YOPMAIL.fr', 'jan@inbox.guerrillamail.com'])(
    'refuses the disposable address %s',
    async (email) => {
      const { check, questions } = checkWith({});
      expect(await check(email)).toEqual({ valid: false, checked: true, reason: 'disposable' });
      expect(questions).toEqual([]);
    },
  );

  it('accepts a domain with an MX record', async () => {
    const { check, questions } = checkWith({ 'example.nl': { mx: ['mx.example.nl'] } });
    expect(await check('Jan@Example.NL')).toEqual({ valid: true, checked: true });
    expect(questions).toEqual(['mx example.nl']);
  });

  it('accepts a domain without MX but with an address (RFC 5321 implicit MX)', async () => {
    const { check, questions } = checkWith({ 'a-only.nl': { address: ['192.0.2.1'] } });
    expect(await check('jan@a-only.nl')).toEqual({ valid: true, checked: true });
    expect(questions).toEqual(['mx a-only.nl', 'address a-only.nl']);
  });

  it('answers no-mail-server for a domain that does not exist', async () => {
    const { check } = checkWith({});
    expect(await check('jan@does-not-exist.nl')).toEqual({
      valid: false,
      checked: true,
      reason: 'no-mail-server',
    });
  });

  it('answers no-mail-server for a domain with neither MX nor address records', async () => {
    const { check } = checkWith({ 'empty.nl': {} });
    expect((await check('jan@empty.nl')).reason).toBe('no-mail-server');
  });

  it('answers no-mail-server for a null MX (RFC 7505) without asking for an address', async () => {
    const { check, questions } = checkWith({
      'nomail.nl': { mx: [''], address: ['192.0.2.1'] },
    });
    expect((await check('jan@nomail.nl')).reason).toBe('no-mail-server');
    expect(questions).toEqual(['mx nomail.nl']);
  });

  it('lets the address pass unchecked when DNS does not answer in time', async () => {
    const { check } = checkWith({ 'slow.nl': { mx: 'hang' } }, 20);
    const started = Date.now();
    expect(await check('jan@slow.nl')).toEqual({ valid: true, checked: false });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it.each(['ESERVFAIL', 'ECONNREFUSED', 'ETIMEOUT', 'EREFUSED'] as const)(
    'lets the address pass unchecked when DNS fails with %s',
    async (code) => {
      const { check } = checkWith({ 'broken.nl': { mx: code } });
      expect(await check('jan@broken.nl')).toEqual({ valid: true, checked: false });
    },
  );

  it('lets the address pass unchecked when the A/AAAA fallback fails', async () => {
    const { check } = checkWith({ 'half.nl': { address: 'ESERVFAIL' } });
    expect(await check('jan@half.nl')).toEqual({ valid: true, checked: false });
  });

  it('does not believe NXDOMAIN from a resolver that denies example.com too', async () => {
    const fake = fakeResolver({});
    const check = createEmailDomainCheck({ resolver: fake.resolver, timeoutMs: 50 });
    expect(await check('jan@example.nl')).toEqual({ valid: true, checked: false });
    expect(await check('piet@example.de')).toEqual({ valid: true, checked: false });
    // The verdict on the resolver is remembered: the canary is asked once.
    expect(fake.questions.filter((q) => q === 'address example.com')).toHaveLength(1);
  });

  it('caches a definite answer per domain for ten minutes', async () => {
    const { check, questions, clock } = checkWith({ 'example.nl': { mx: ['mx.example.nl'] } });
    await check('jan@example.nl');
    await check('piet@example.nl');
    expect(questions).toEqual(['mx example.nl']);
    clock.now += 10 * 60 * 1000;
    await check('jan@example.nl');
    expect(questions).toEqual(['mx example.nl', 'mx example.nl']);
  });

  it('does not cache an unchecked answer', async () => {
    const { check, questions } = checkWith({ 'broken.nl': { mx: 'ESERVFAIL' } });
    await check('jan@broken.nl');
    await check('jan@broken.nl');
    expect(questions).toEqual(['mx broken.nl', 'mx broken.nl']);
  });
});

describe('disposable domains', () => {
  it('matches listed domains and their subdomains, not look-alikes', () => {
    expect(isDisposableDomain('10minutemail.com')).toBe(true);
    expect(isDisposableDomain('a.b.trashmail.de')).toBe(true);
    expect(isDisposableDomain('notmailinator.com')).toBe(false);
    expect(isDisposableDomain('gmail.com')).toBe(false);
    expect(isDisposableDomain('com')).toBe(false);
  });
});

describe('DNS resolver defaults', () => {
  it('reads EMAIL_DNS_TIMEOUT_MS and falls back to 1500 ms', () => {
    expect(dnsTimeoutMs({ EMAIL_DNS_TIMEOUT_MS: '300' })).toBe(300);
    expect(dnsTimeoutMs({})).toBe(1500);
    expect(dnsTimeoutMs({ EMAIL_DNS_TIMEOUT_MS: 'soon' })).toBe(1500);
  });

  it('answers within the timeout whatever this machine’s DNS does', async () => {
    const check = createEmailDomainCheck({ resolver: createDnsResolver(300), timeoutMs: 300 });
    const started = Date.now();
    const verdict = await check('jan@example.nl');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(verdict.valid || verdict.reason === 'no-mail-server').toBe(true);
  });
});
