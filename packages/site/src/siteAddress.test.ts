import { describe, expect, it } from 'vitest';
import { getBrand } from './brands';
import { siteOrigin, siteUrl } from './siteAddress';

const felt = getBrand('easy-felt');

describe('site addresses', () => {
  it('put the www prefix before the locale’s domain by default', () => {
    expect(siteOrigin(felt, 'nl-NL')).toBe('https://www.easy-felt.nl');
    expect(siteOrigin(felt, 'en-GB')).toBe('https://www.easy-felt.co.uk');
    expect(siteOrigin(felt, 'de-AT', 'staging')).toBe('https://staging.easy-felt.at');
    expect(siteOrigin(felt, 'de-DE', '')).toBe('https://easy-felt.de');
  });

  it('refuses a prefix that is no host name', () => {
    expect(() => siteOrigin(felt, 'nl-NL', 'evil.com/')).toThrow(RangeError);
  });

  it('gives the Belgian French site its /fr-BE path', () => {
    expect(siteUrl(felt, 'fr-BE', '/panier')).toBe('https://www.easy-felt.be/fr-BE/panier');
    expect(siteUrl(felt, 'fr-BE', '/')).toBe('https://www.easy-felt.be/fr-BE');
    expect(siteUrl(felt, 'nl-BE', '/winkelwagen')).toBe('https://www.easy-felt.be/winkelwagen');
    expect(siteUrl(felt, 'nl-NL', '/', '')).toBe('https://easy-felt.nl/');
  });
});
