import { describe, expect, it } from 'vitest';
import {
  lowestPriceCents,
  priceSelection,
  resolutionWarning,
  roundCents,
  validateSelection,
} from './pricing';
import { feltPanelRules, panelSelection, photoprintRules, uploadId } from './pricing.fixtures';
import { configurationErrorKeys, type PanelRules, type PhotoprintRules } from './rules';

describe('roundCents', () => {
  it('rounds half a cent up and anything less down', () => {
    expect(roundCents(250n, 100n)).toBe(3);
    expect(roundCents(249n, 100n)).toBe(2);
    expect(roundCents(47_115n, 10n)).toBe(4712);
  });

  it('stays exact where doubles would not: 100 000 × 100 000 mm at 999 999 cents per m²', () => {
    // 10^10 mm² × 999 999 = 9 999 990 000 000 000, past 2^53; divided by 10^6 it is whole.
    expect(roundCents(100_000n * 100_000n * 999_999n, 1_000_000n)).toBe(9_999_990_000);
  });

  it('refuses a negative amount, which no price can be', () => {
    expect(() => roundCents(-1n, 100n)).toThrow(RangeError);
  });
});

describe('priceSelection for a panel', () => {
  it('prices ten 1200 × 600 mm felt panels, 12 mm ochre, rounded, on clips, to the cent', () => {
    const result = priceSelection(feltPanelRules, {
      widthMm: 1200,
      heightMm: 600,
      thicknessMm: 12,
      colour: 'ochre',
      shape: 'rounded',
      mounting: 'clips',
      quantity: 10,
    });
    // area  = 1200 × 600 / 10^6            = 0.72 m²
    // base  = max(2500, 0.72 × 5900)        = 4248 cents
    // +10 % ochre +5 % rounded = 4248 × 1.15 = 4885.2  -> 4885
    // + clips 350                           = 5235 cents a panel before tiers
    // 10 from 10: −10 %  = 5235 × 0.90      = 4711.5  -> 4712 (half up)
    // total = 4712 × 10                     = 47 120
    expect(result).toMatchObject({
      ok: true,
      price: { unitNetCents: 4712, totalNetCents: 47_120, tierDiscountPct: 10, areaSqm: 0.72 },
    });
  });

  it('adds colour and shape surcharges as percentages of the base, rounded once', () => {
    const result = priceSelection(feltPanelRules, {
      ...panelSelection,
      colour: 'petrol',
      shape: 'hexagon',
      mounting: 'rail',
    });
    // base 0.72 × 4500 = 3240; +4 % +12.5 % = 3240 × 1.165 = 3774.6 -> 3775; + rail 1290 = 5065
    expect(result.ok && result.price.unitNetCents).toBe(5065);
  });

  it('charges the minimum price for a panel that would cost less by area', () => {
    const result = priceSelection(feltPanelRules, {
      ...panelSelection,
      widthMm: 200,
      heightMm: 200,
    });
    // 0.04 m² × 4500 = 180 cents, below the minimum of 2500
    expect(result.ok && result.price.unitNetCents).toBe(2500);
  });

  it('fills in a rectangle and the first mounting when the shopper chose neither', () => {
    const result = priceSelection(feltPanelRules, panelSelection);
    expect(result.ok && result.resolved).toMatchObject({ shape: 'rectangle', mounting: 'none' });
  });

  it('fills in the first shape when the rules offer no rectangle', () => {
    const rules: PanelRules = {
      ...feltPanelRules,
      shapes: [
        { code: 'hexagon', surchargePct: 12.5 },
        { code: 'rounded', surchargePct: 5 },
      ],
    };
    const result = priceSelection(rules, panelSelection);
    expect(result.ok && result.resolved.shape).toBe('hexagon');
  });

  it('refuses a colour that is not made in the chosen thickness', () => {
    const selection = { ...panelSelection, thicknessMm: 9, colour: 'ochre' };
    expect(validateSelection(feltPanelRules, selection)).toEqual([
      { field: 'colour', key: configurationErrorKeys.colourNotInThickness },
    ]);
    expect(priceSelection(feltPanelRules, selection).ok).toBe(false);
  });
});

describe('validateSelection for a panel', () => {
  it('reports every error at once, not just the first', () => {
    const errors = validateSelection(feltPanelRules, {
      widthMm: 150,
      heightMm: 605,
      thicknessMm: 15,
      shape: 'circle',
      mounting: 'cable',
      quantity: 1,
    });
    expect(errors).toEqual([
      {
        field: 'widthMm',
        key: configurationErrorKeys.widthOutOfRange,
        values: { min: 200, max: 2400 },
      },
      { field: 'heightMm', key: configurationErrorKeys.sizeStep, values: { step: 10 } },
      { field: 'thicknessMm', key: configurationErrorKeys.unknownThickness },
      { field: 'colour', key: configurationErrorKeys.unknownColour },
      { field: 'shape', key: configurationErrorKeys.unknownShape },
      { field: 'mounting', key: configurationErrorKeys.unknownMounting },
    ]);
  });

  it('accepts a valid selection with no errors', () => {
    expect(validateSelection(feltPanelRules, panelSelection)).toEqual([]);
  });
});

describe('priceSelection for a photo print', () => {
  it('accepts a size turned a quarter: 800 × 1200 mm from a 1200 × 800 mm size', () => {
    const result = priceSelection(photoprintRules, {
      widthMm: 800,
      heightMm: 1200,
      thicknessMm: 9,
      quantity: 1,
      uploadId,
    });
    expect(result).toEqual({
      ok: true,
      price: { unitNetCents: 11_900, totalNetCents: 11_900, tierDiscountPct: 0, areaSqm: 0.96 },
      resolved: { widthMm: 800, heightMm: 1200, thicknessMm: 9, quantity: 1, uploadId },
    });
  });

  it('adds the thickness surcharge and then the quantity tier', () => {
    const result = priceSelection(photoprintRules, {
      widthMm: 900,
      heightMm: 600,
      thicknessMm: 20,
      quantity: 3,
      uploadId,
    });
    // 7900 × 1.15 = 9085; 3 from 3: −5 % = 8630.75 -> 8631; total 3 × 8631 = 25 893
    expect(result.ok && result.price).toMatchObject({ unitNetCents: 8631, totalNetCents: 25_893 });
  });

  it('refuses a size the rule set does not offer, an unknown thickness and a missing photo', () => {
    const selection = { widthMm: 1000, heightMm: 800, thicknessMm: 12, quantity: 1 };
    expect(validateSelection(photoprintRules, selection)).toEqual([
      { field: 'widthMm', key: configurationErrorKeys.unknownSize },
      { field: 'thicknessMm', key: configurationErrorKeys.unknownThickness },
      { field: 'uploadId', key: configurationErrorKeys.photoRequired },
    ]);
  });
});

describe('lowestPriceCents', () => {
  it('is the minimum price when the smallest panel costs less by area', () => {
    expect(lowestPriceCents(feltPanelRules)).toBe(2500);
  });

  it('is the smallest panel in the cheapest choices that can be made together', () => {
    const rules: PanelRules = {
      ...feltPanelRules,
      width: { min: 300, max: 2400, step: 10 },
      height: { min: 400, max: 1200, step: 10 },
      // The cheaper 9 mm does not come in the only colour.
      colours: [{ code: 'ochre', hex: '#cc8a2e', thicknesses: [12], surchargePct: 10 }],
      shapes: [
        { code: 'hexagon', surchargePct: 12.5 },
        { code: 'rounded', surchargePct: 5 },
      ],
      mountings: [
        { code: 'rail', priceCents: 1290 },
        { code: 'clips', priceCents: 350 },
      ],
      minimumPriceCents: 0,
    };
    // 0.12 m² × 5900 = 708; +10 % +5 % = 814.2 -> 814; + clips 350 = 1164
    expect(lowestPriceCents(rules)).toBe(1164);
  });

  it('is the cheapest size and thickness of a photo print, with a tier from one', () => {
    const rules: PhotoprintRules = {
      ...photoprintRules,
      thicknesses: [
        { mm: 20, surchargePct: 15 },
        { mm: 9, surchargePct: 5 },
      ],
      quantityTiers: [{ minQuantity: 1, discountPct: 2 }],
    };
    // 4900 × 1.05 = 5145; −2 % = 5042.1 -> 5042
    expect(lowestPriceCents(rules)).toBe(5042);
  });

  it('throws for a rule set with nothing that can be made', () => {
    const rules: PanelRules = {
      ...feltPanelRules,
      colours: [{ code: 'ochre', hex: '#cc8a2e', thicknesses: [25], surchargePct: 0 }],
    };
    expect(() => lowestPriceCents(rules)).toThrow();
  });
});

describe('resolutionWarning', () => {
  it('warns for a 1000 × 667 px photo on a 1200 × 800 mm print: about 21 dpi', () => {
    // 1200 mm = 47.24 in; 1000 px / 47.24 in = 21.2 dpi
    const warning = resolutionWarning(
      photoprintRules,
      { widthMm: 1200, heightMm: 800 },
      {
        width: 1000,
        height: 667,
      },
    );
    expect(warning).toEqual({ dpi: 21, tooLow: true });
  });

  it('does not warn for a photo with pixels enough', () => {
    // 6000 px over 47.24 in = 127 dpi
    const warning = resolutionWarning(
      photoprintRules,
      { widthMm: 1200, heightMm: 800 },
      {
        width: 6000,
        height: 4000,
      },
    );
    expect(warning).toEqual({ dpi: 127, tooLow: false });
  });

  it('does not warn for a photo exactly at the minimum', () => {
    // 254 mm is 10 in: 1000 px over it is exactly 100 dpi
    const warning = resolutionWarning(
      photoprintRules,
      { widthMm: 254, heightMm: 254 },
      {
        width: 1000,
        height: 1000,
      },
    );
    expect(warning).toEqual({ dpi: 100, tooLow: false });
  });

  it('counts only the pixels left after cropping a landscape photo to a portrait print', () => {
    // 667 px across 1200 mm (47.24 in) = 14.1 dpi
    const warning = resolutionWarning(
      photoprintRules,
      { widthMm: 800, heightMm: 1200 },
      {
        width: 1000,
        height: 667,
      },
    );
    expect(warning.dpi).toBe(14);
  });
});
