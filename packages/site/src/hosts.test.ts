import { describe, expect, it } from 'vitest';
import { getBrand } from './brands';
import { brandFromHost, hostName, localeForHost, storefrontOrigin } from './hosts';

describe('brandFromHost', () => {
  it.each([
    ['dbc.localhost:3000', 'dbc'],
    ['easy-noisecontrol.localhost', 'easy-noisecontrol'],
    ['fibers-foams.localhost:3000', 'fibers-foams'],
    ['www.easy-felt.nl', 'easy-felt'],
    ['easy-felt.be', 'easy-felt'],
    ['WWW.Easy-NoiseControl.DE:443', 'easy-noisecontrol'],
    ['shop.fibers-foams.co.uk', 'fibers-foams'],
    ['www.earendel-group.at', 'earendel-group'],
    ['www.dbc.fr.', 'dbc'],
  ])('serves %s the brand %s', (host, id) => {
    expect(brandFromHost(host).id).toBe(id);
  });

  it.each([
    'localhost',
    'localhost:3000',
    '127.0.0.1:3000',
    '[::1]:3000',
    'nope.localhost',
    'example.com',
    'noteasy-felt.nl',
    '',
    null,
    undefined,
  ])('serves the felt brand on %s', (host) => {
    expect(brandFromHost(host).id).toBe('easy-felt');
  });

  it('serves the pinned brand on every host', () => {
    expect(brandFromHost('www.easy-felt.nl', 'dbc').id).toBe('dbc');
    expect(brandFromHost('localhost', 'earendel-group').id).toBe('earendel-group');
    expect(brandFromHost(undefined, 'dbc').id).toBe('dbc');
  });

  it('refuses an unsupported pinned brand', () => {
    expect(() => brandFromHost('localhost', 'nope')).toThrow('Site nope is not supported');
  });
});

describe('localeForHost', () => {
  const felt = getBrand('easy-felt');

  it('opens each production domain in its locale', () => {
    expect(localeForHost(felt, 'www.easy-felt.nl')).toBe('nl-NL');
    expect(localeForHost(felt, 'www.easy-felt.be')).toBe('nl-BE');
    expect(localeForHost(felt, 'easy-felt.fr')).toBe('fr-FR');
    expect(localeForHost(felt, 'www.easy-felt.de:443')).toBe('de-DE');
    expect(localeForHost(felt, 'www.easy-felt.at')).toBe('de-AT');
    expect(localeForHost(felt, 'www.easy-felt.co.uk')).toBe('en-GB');
  });

  it('knows no locale for development hosts or other brands’ domains', () => {
    expect(localeForHost(felt, 'easy-felt.localhost:3000')).toBeUndefined();
    expect(localeForHost(felt, 'localhost')).toBeUndefined();
    expect(localeForHost(felt, 'www.dbc.nl')).toBeUndefined();
    expect(localeForHost(felt, null)).toBeUndefined();
  });
});

describe('hostName', () => {
  it('drops the port, case and trailing dot', () => {
    expect(hostName('WWW.Easy-Felt.NL.:8080')).toBe('www.easy-felt.nl');
    expect(hostName('[::1]:3000')).toBe('::1');
  });
});

describe('storefrontOrigin', () => {
  const felt = getBrand('easy-felt');
  const dbc = getBrand('dbc');

  it("accepts the brand's own storefronts with the path mode they use", () => {
    expect(storefrontOrigin(felt, 'https://www.easy-felt.nl')).toEqual({
      origin: 'https://www.easy-felt.nl',
      mode: 'domains',
    });
    expect(storefrontOrigin(felt, 'http://easy-felt.localhost:3000')).toEqual({
      origin: 'http://easy-felt.localhost:3000',
      mode: 'single-host',
    });
    expect(storefrontOrigin(felt, 'http://localhost:3000')?.mode).toBe('single-host');
  });

  it('refuses every other site, another brand, plain http on a production domain and odd URLs', () => {
    expect(storefrontOrigin(felt, 'https://evil.example')).toBeUndefined();
    expect(storefrontOrigin(felt, 'https://www.easy-felt.nl.evil.example')).toBeUndefined();
    expect(storefrontOrigin(felt, 'http://dbc.localhost:3000')).toBeUndefined();
    expect(storefrontOrigin(dbc, 'http://localhost:3000')).toBeUndefined();
    expect(storefrontOrigin(felt, 'http://www.easy-felt.nl')).toBeUndefined();
    expect(storefrontOrigin(felt, 'javascript:alert(1)')).toBeUndefined();
    expect(storefrontOrigin(felt, 'https://user:pw@www.easy-felt.nl')).toBeUndefined();
    expect(storefrontOrigin(felt, 'not a url')).toBeUndefined();
  });
});
