import { describe, expect, it } from 'vitest';
import { sameSitePath } from './sameSitePath';

describe('sameSitePath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(sameSitePath('/mijn-account?order=5#top', '/')).toBe('/mijn-account?order=5#top');
  });

  it.each([
    '//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '',
  ])('refuses %j, which leaves the site', (next) => {
    expect(sameSitePath(next, '/fallback')).toBe('/fallback');
  });

  it('keeps an encoded tab as the harmless path it is (the query decodes it first)', () => {
    expect(sameSitePath('/%09/evil.example', '/fallback')).toBe('/%09/evil.example');
    expect(sameSitePath(decodeURIComponent('/%09/evil.example'), '/fallback')).toBe('/fallback');
  });

  it('refuses what is not a string', () => {
    expect(sameSitePath(['/a', '/b'], '/fallback')).toBe('/fallback');
    expect(sameSitePath(undefined, '/fallback')).toBe('/fallback');
  });
});
