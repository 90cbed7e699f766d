import { describe, expect, it } from 'vitest';
import { isDecodablePath } from './requestPath.mjs';

describe('paths the storefront hands to Next', () => {
  it('takes ordinary and encoded paths', () => {
    expect(isDecodablePath('/product/vilt%20paneel?x=%E0')).toBe(true);
    expect(isDecodablePath('/fr-BE/panier')).toBe(true);
  });

  it('refuses a path with a broken percent escape', () => {
    expect(isDecodablePath('/product/x%E0')).toBe(false);
    expect(isDecodablePath('/%')).toBe(false);
  });
});
