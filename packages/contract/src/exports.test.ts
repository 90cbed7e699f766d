import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as pricing from './catalogue/pricing';
import * as shared from './index';

describe('what the contract ships to each side', () => {
  it('keeps pricing out of the entry the browser imports', () => {
    for (const name of Object.keys(pricing)) expect(Object.keys(shared)).not.toContain(name);
  });

  it('declares no side effects, so bundlers drop what a page does not use', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(manifest.sideEffects).toBe(false);
    expect(manifest.exports['./pricing']).toBe('./src/catalogue/pricing.ts');
  });
});
