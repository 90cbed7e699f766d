import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceSelection } from './pricing';
import {
  feltPanelRules,
  feltThicknessColours,
  gentleTiers,
  panelSelection,
} from './pricing.fixtures';
import { type ConfigurationSelection, configurationErrorKeys, type PanelRules } from './rules';

type Range = PanelRules['width'];

/** A size on the rule set's grid, as its step index from the minimum. */
function gridIndex(range: Range) {
  return fc.integer({ min: 0, max: (range.max - range.min) / range.step });
}

function onGrid(range: Range, index: number): number {
  return range.min + index * range.step;
}

/** Every choice but the size, always one that can be made. */
const panelChoices = fc.record({
  thicknessColour: fc.constantFrom(...feltThicknessColours),
  shape: fc.constantFrom(...feltPanelRules.shapes.map((s) => s.code)),
  mounting: fc.constantFrom(...feltPanelRules.mountings.map((m) => m.code)),
});

type PanelChoices = typeof panelChoices extends fc.Arbitrary<infer T> ? T : never;

function selectionOf(
  choices: PanelChoices,
  widthMm: number,
  heightMm: number,
  quantity = 1,
): ConfigurationSelection {
  const { thicknessColour, shape, mounting } = choices;
  return { widthMm, heightMm, ...thicknessColour, shape, mounting, quantity };
}

/** Unit price in cents; fails the property if the selection was refused. */
function unitCents(rules: PanelRules, selection: ConfigurationSelection): number {
  const result = priceSelection(rules, selection);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.price.unitNetCents;
}

function totalCents(rules: PanelRules, selection: ConfigurationSelection): number {
  const result = priceSelection(rules, selection);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.price.totalNetCents;
}

/** Tier sets whose discount never shrinks as minQuantity grows. */
const growingTiers = fc
  .uniqueArray(
    fc.record({
      minQuantity: fc.integer({ min: 1, max: 999 }),
      discountPct: fc.integer({ min: 0, max: 10_000 }),
    }),
    { selector: (tier) => tier.minQuantity, maxLength: 8 },
  )
  .map((tiers) => {
    const byQuantity = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
    const discounts = byQuantity.map((t) => t.discountPct / 100).sort((a, b) => a - b);
    return byQuantity.map((tier, i) => ({
      minQuantity: tier.minQuantity,
      discountPct: discounts[i] ?? 0,
    }));
  });

describe('panel unit price (quantity 1)', () => {
  it('never drops when the panel grows wider or taller on the grid', () => {
    fc.assert(
      fc.property(
        panelChoices,
        gridIndex(feltPanelRules.width),
        gridIndex(feltPanelRules.height),
        gridIndex(feltPanelRules.width),
        gridIndex(feltPanelRules.height),
        (choices, w1, h1, w2, h2) => {
          const { width, height } = feltPanelRules;
          const small = selectionOf(
            choices,
            onGrid(width, Math.min(w1, w2)),
            onGrid(height, Math.min(h1, h2)),
          );
          const large = selectionOf(
            choices,
            onGrid(width, Math.max(w1, w2)),
            onGrid(height, Math.max(h1, h2)),
          );
          expect(unitCents(feltPanelRules, large)).toBeGreaterThanOrEqual(
            unitCents(feltPanelRules, small),
          );
        },
      ),
    );
  });

  it('never drops when the chosen thickness costs more per m²', () => {
    fc.assert(
      fc.property(
        panelChoices,
        gridIndex(feltPanelRules.width),
        gridIndex(feltPanelRules.height),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (choices, w, h, priceA, priceB) => {
          const withPrice = (pricePerSqmCents: number): PanelRules => ({
            ...feltPanelRules,
            thicknesses: feltPanelRules.thicknesses.map((t) =>
              t.mm === choices.thicknessColour.thicknessMm ? { ...t, pricePerSqmCents } : t,
            ),
          });
          const selection = selectionOf(
            choices,
            onGrid(feltPanelRules.width, w),
            onGrid(feltPanelRules.height, h),
          );
          const cheaper = unitCents(withPrice(Math.min(priceA, priceB)), selection);
          const dearer = unitCents(withPrice(Math.max(priceA, priceB)), selection);
          expect(dearer).toBeGreaterThanOrEqual(cheaper);
        },
      ),
    );
  });
});

describe('quantity tiers', () => {
  it('never raise the unit price with quantity, for every tier set whose discounts grow', () => {
    fc.assert(
      fc.property(
        growingTiers,
        panelChoices,
        gridIndex(feltPanelRules.width),
        gridIndex(feltPanelRules.height),
        fc.integer({ min: 1, max: 998 }),
        (quantityTiers, choices, w, h, quantity) => {
          const rules = { ...feltPanelRules, quantityTiers };
          const selection = selectionOf(
            choices,
            onGrid(rules.width, w),
            onGrid(rules.height, h),
            quantity,
          );
          const more = { ...selection, quantity: quantity + 1 };
          expect(unitCents(rules, more)).toBeLessThanOrEqual(unitCents(rules, selection));
        },
      ),
    );
  });

  it('never lower the total within one tier, for every tier set', () => {
    fc.assert(
      fc.property(
        growingTiers,
        panelChoices,
        fc.integer({ min: 1, max: 998 }),
        (quantityTiers, choices, quantity) => {
          const rules = { ...feltPanelRules, quantityTiers };
          const sameTier = !quantityTiers.some((tier) => tier.minQuantity === quantity + 1);
          fc.pre(sameTier);
          const selection = selectionOf(choices, 1200, 600, quantity);
          expect(
            totalCents(rules, { ...selection, quantity: quantity + 1 }),
          ).toBeGreaterThanOrEqual(totalCents(rules, selection));
        },
      ),
    );
  });

  it("never lower the total as quantity grows, with the shop's written tier sets", () => {
    const tierSets = [feltPanelRules.quantityTiers, gentleTiers];
    fc.assert(
      fc.property(
        fc.constantFrom(...tierSets),
        panelChoices,
        gridIndex(feltPanelRules.width),
        gridIndex(feltPanelRules.height),
        (quantityTiers, choices, w, h) => {
          const rules = { ...feltPanelRules, quantityTiers };
          const selection = selectionOf(choices, onGrid(rules.width, w), onGrid(rules.height, h));
          let previous = 0;
          for (let quantity = 1; quantity <= 999; quantity++) {
            const total = totalCents(rules, { ...selection, quantity });
            expect(total).toBeGreaterThanOrEqual(previous);
            previous = total;
          }
        },
      ),
      { numRuns: 50 },
    );
  });

  it('can make a larger order cheaper in total when a tier is steep, so tiers are written gently', () => {
    // 0 % below 10, 50 % from 10: nine panels cost more than ten.
    const rules = { ...feltPanelRules, quantityTiers: [{ minQuantity: 10, discountPct: 50 }] };
    const nine = totalCents(rules, { ...panelSelection, quantity: 9 });
    const ten = totalCents(rules, { ...panelSelection, quantity: 10 });
    expect(ten).toBeLessThan(nine);
  });
});

describe('panel sizes out of bounds', () => {
  const outside = (range: Range) =>
    fc.oneof(
      fc.integer({ min: 1, max: range.min - 1 }),
      fc.integer({ min: range.max + 1, max: 100_000 }),
    );

  it('are always refused with widthOutOfRange and no price', () => {
    fc.assert(
      fc.property(
        panelChoices,
        outside(feltPanelRules.width),
        gridIndex(feltPanelRules.height),
        (choices, w, h) => {
          const result = priceSelection(
            feltPanelRules,
            selectionOf(choices, w, onGrid(feltPanelRules.height, h)),
          );
          expect(result).toEqual({
            ok: false,
            errors: [
              {
                field: 'widthMm',
                key: configurationErrorKeys.widthOutOfRange,
                values: { min: feltPanelRules.width.min, max: feltPanelRules.width.max },
              },
            ],
          });
        },
      ),
    );
  });

  it('are always refused with heightOutOfRange and no price', () => {
    fc.assert(
      fc.property(
        panelChoices,
        gridIndex(feltPanelRules.width),
        outside(feltPanelRules.height),
        (choices, w, h) => {
          const result = priceSelection(
            feltPanelRules,
            selectionOf(choices, onGrid(feltPanelRules.width, w), h),
          );
          expect(result).toEqual({
            ok: false,
            errors: [
              {
                field: 'heightMm',
                key: configurationErrorKeys.heightOutOfRange,
                values: { min: feltPanelRules.height.min, max: feltPanelRules.height.max },
              },
            ],
          });
        },
      ),
    );
  });
});
