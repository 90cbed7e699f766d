import type { PanelRules } from '@shop/contract';

type Colour = PanelRules['colours'][number];

/** The dyed felt and foam colours the shops sell, by the codes the configurator shows. */
export const palette = {
  anthracite: '#3b3e42',
  graphite: '#55595e',
  'stone-grey': '#8c8d8a',
  'light-grey': '#c3c4c0',
  pebble: '#a69d91',
  ivory: '#ece6d8',
  sand: '#cdb894',
  ochre: '#c8922e',
  terracotta: '#b8613f',
  rust: '#8f4a2b',
  blush: '#d9a79a',
  sage: '#94a58a',
  moss: '#6b7445',
  forest: '#2f5240',
  petrol: '#1f5660',
  navy: '#233149',
  denim: '#4f6d8f',
  aubergine: '#4b2f44',
  burgundy: '#6e2230',
  black: '#1d1d1f',
  white: '#f4f4f1',
} as const;

export type ColourCode = keyof typeof palette;

/** A colour of the palette, optionally only in some thicknesses or at a surcharge. */
export function colour(
  code: ColourCode,
  options: { only?: number[]; surchargePct?: number } = {},
): Colour {
  return {
    code,
    hex: palette[code],
    ...(options.only ? { thicknesses: options.only } : {}),
    surchargePct: options.surchargePct ?? 0,
  };
}

export function colours(...codes: ColourCode[]): Colour[] {
  return codes.map((code) => colour(code));
}
