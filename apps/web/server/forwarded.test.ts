import { describe, expect, it } from 'vitest';
import { trustedHopsFrom, trustForwarded } from './forwarded.mjs';

function forwarded(headers: Record<string, string>, peer: string, hops: number) {
  const copy: Record<string, string | string[] | undefined> = { ...headers };
  trustForwarded(copy, peer, hops);
  return copy;
}

describe('forwarded headers the storefront believes', () => {
  it('ignores an X-Forwarded-For the client made up when no proxy stands in front', () => {
    const seen = forwarded({ 'x-forwarded-for': '203.0.113.9' }, '198.51.100.7', 0);
    expect(seen['x-forwarded-for']).toBe('198.51.100.7');
  });

  it('takes the address the trusted proxy saw, not what the client prepended', () => {
    const seen = forwarded({ 'x-forwarded-for': '203.0.113.9, 198.51.100.7' }, '10.0.0.2', 1);
    expect(seen['x-forwarded-for']).toBe('198.51.100.7');
  });

  it('counts two trusted hops from the right', () => {
    const seen = forwarded({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.5' }, '10.0.0.2', 2);
    expect(seen['x-forwarded-for']).toBe('198.51.100.7');
  });

  it('drops forwarded host and protocol from a client, keeps the nearest proxy’s', () => {
    const direct = forwarded(
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'for=1' },
      '::ffff:127.0.0.1',
      0,
    );
    expect(direct['x-forwarded-host']).toBeUndefined();
    expect(direct['x-forwarded-proto']).toBeUndefined();
    expect(direct.forwarded).toBeUndefined();
    expect(direct['x-forwarded-for']).toBe('127.0.0.1');
    const proxied = forwarded(
      { 'x-forwarded-host': 'evil.example, www.easy-felt.nl', 'x-forwarded-proto': 'https' },
      '10.0.0.2',
      1,
    );
    expect(proxied['x-forwarded-host']).toBe('www.easy-felt.nl');
    expect(proxied['x-forwarded-proto']).toBe('https');
  });

  it('refuses a hop count that is not a whole number', () => {
    expect(trustedHopsFrom(undefined)).toBe(0);
    expect(trustedHopsFrom('2')).toBe(2);
    expect(() => trustedHopsFrom('yes')).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
