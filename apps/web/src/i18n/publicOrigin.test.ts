import { getBrand } from '@shop/site';
import { describe, expect, it } from 'vitest';
import { publicOriginOf } from './siteOfHost';

const felt = getBrand('easy-felt');

describe('the origin of public URLs', () => {
  it('is the brand’s configured domain for a production host, however it was spelled', () => {
    expect(publicOriginOf(felt, 'EASY-FELT.BE:443', 'http', 'www')).toBe(
      'https://www.easy-felt.be',
    );
    expect(publicOriginOf(felt, 'www.easy-felt.de', 'https', 'www')).toBe(
      'https://www.easy-felt.de',
    );
  });

  it('is the development host itself on loopback', () => {
    expect(publicOriginOf(felt, 'easy-felt.localhost:3000', 'http', 'www')).toBe(
      'http://easy-felt.localhost:3000',
    );
    expect(publicOriginOf(felt, 'localhost:3000', 'http', 'www')).toBe('http://localhost:3000');
  });

  it('ignores a Host header nobody configured', () => {
    expect(publicOriginOf(felt, 'evil.example', 'https', 'www')).toBe('https://www.easy-felt.nl');
    expect(publicOriginOf(felt, 'localhost.evil.example', 'http', 'www')).toBe(
      'https://www.easy-felt.nl',
    );
    expect(publicOriginOf(felt, null, 'http', '')).toBe('https://easy-felt.nl');
  });
});
