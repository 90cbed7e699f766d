import {
  type ConfigurationError,
  type ConfigurationPrice,
  type ConfigurationRules,
  type ConfigurationSelection,
  configurationErrorKeys,
  type PanelRules,
  type PhotoprintRules,
  type panelMountings,
  type panelShapes,
} from './rules';

type PanelShape = (typeof panelShapes)[number];
type PanelMounting = (typeof panelMountings)[number];
type QuantityTier = PanelRules['quantityTiers'][number];

/** A panel selection as priced: colour chosen, shape and mounting defaulted when absent. */
export type ResolvedPanelSelection = Omit<ConfigurationSelection, 'uploadId'> & {
  colour: string;
  shape: PanelShape;
  mounting: PanelMounting;
};

/** A photo print selection as priced: panel-only choices dropped, the photo required. */
export type ResolvedPhotoprintSelection = Pick<
  ConfigurationSelection,
  'widthMm' | 'heightMm' | 'thicknessMm' | 'quantity'
> & { uploadId: string };

export type ResolvedSelection = ResolvedPanelSelection | ResolvedPhotoprintSelection;

export type PriceResult<S extends ResolvedSelection = ResolvedSelection> =
  | { ok: true; price: ConfigurationPrice; resolved: S }
  | { ok: false; errors: ConfigurationError[] };

/**
 * The one place money is rounded: numerator / denominator to whole cents, half up. BigInt keeps
 * the products exact (width × height × price per m² passes 2^53 for large panels), so every
 * price step rounds exactly once. Prices are never negative, so a negative input is a bug.
 */
export function roundCents(numerator: bigint, denominator: bigint): number {
  if (numerator < 0n || denominator <= 0n) {
    throw new RangeError(`Cannot round ${numerator}/${denominator} to cents`);
  }
  return Number((2n * numerator + denominator) / (2n * denominator));
}

// Percentages are taken to 0.01 % (basis points) so they can join the integer arithmetic;
// rule sets hold whole or two-decimal percentages, finer digits would be noise.
function basisPoints(pct: number): bigint {
  return BigInt(Math.round(pct * 100));
}

const wholeInBasisPoints = 10_000n;

/** Raises `cents` by a percentage, rounded once. */
function withSurcharge(cents: number, pct: number): number {
  return roundCents(BigInt(cents) * (wholeInBasisPoints + basisPoints(pct)), wholeInBasisPoints);
}

/** The tier with the largest minQuantity not above the quantity; unsorted lists are fine. */
function tierDiscountPct(tiers: readonly QuantityTier[], quantity: number): number {
  let best: QuantityTier | undefined;
  for (const tier of tiers) {
    if (tier.minQuantity <= quantity && (!best || tier.minQuantity > best.minQuantity)) best = tier;
  }
  return best?.discountPct ?? 0;
}

function priceForQuantity(
  undiscountedUnitCents: number,
  tiers: readonly QuantityTier[],
  quantity: number,
  areaSqm: number,
): ConfigurationPrice {
  const tierDiscount = tierDiscountPct(tiers, quantity);
  const unitNetCents = roundCents(
    BigInt(undiscountedUnitCents) * (wholeInBasisPoints - basisPoints(tierDiscount)),
    wholeInBasisPoints,
  );
  return {
    unitNetCents,
    totalNetCents: unitNetCents * quantity,
    tierDiscountPct: tierDiscount,
    areaSqm,
  };
}

function outOfRange(
  field: 'widthMm' | 'heightMm',
  value: number,
  range: PanelRules['width'],
): ConfigurationError | undefined {
  const key = field === 'widthMm' ? 'widthOutOfRange' : 'heightOutOfRange';
  if (value < range.min || value > range.max) {
    return { field, key: configurationErrorKeys[key], values: { min: range.min, max: range.max } };
  }
  // Off the grid is only worth saying for a size in range: one message per field.
  if ((value - range.min) % range.step !== 0) {
    return { field, key: configurationErrorKeys.sizeStep, values: { step: range.step } };
  }
  return undefined;
}

function defaultShape(rules: PanelRules): PanelShape | undefined {
  return rules.shapes.find((shape) => shape.code === 'rectangle')?.code ?? rules.shapes[0]?.code;
}

function validatePanel(rules: PanelRules, selection: ConfigurationSelection): ConfigurationError[] {
  const errors: ConfigurationError[] = [];
  const width = outOfRange('widthMm', selection.widthMm, rules.width);
  if (width) errors.push(width);
  const height = outOfRange('heightMm', selection.heightMm, rules.height);
  if (height) errors.push(height);

  const thickness = rules.thicknesses.find((t) => t.mm === selection.thicknessMm);
  if (!thickness) {
    errors.push({ field: 'thicknessMm', key: configurationErrorKeys.unknownThickness });
  }
  const colour = rules.colours.find((c) => c.code === selection.colour);
  if (!colour) {
    // A missing colour is refused like an unknown one: the shopper has to pick from the list.
    errors.push({ field: 'colour', key: configurationErrorKeys.unknownColour });
  } else if (thickness && colour.thicknesses && !colour.thicknesses.includes(thickness.mm)) {
    errors.push({ field: 'colour', key: configurationErrorKeys.colourNotInThickness });
  }
  const shape = selection.shape ?? defaultShape(rules);
  if (!rules.shapes.some((s) => s.code === shape)) {
    errors.push({ field: 'shape', key: configurationErrorKeys.unknownShape });
  }
  const mounting = selection.mounting ?? rules.mountings[0]?.code;
  if (!rules.mountings.some((m) => m.code === mounting)) {
    errors.push({ field: 'mounting', key: configurationErrorKeys.unknownMounting });
  }
  return errors;
}

/** The rule set's size that fits the selection, upright or turned a quarter. */
function findPhotoprintSize(rules: PhotoprintRules, selection: ConfigurationSelection) {
  const { widthMm: w, heightMm: h } = selection;
  return rules.sizes.find(
    (size) =>
      (size.widthMm === w && size.heightMm === h) || (size.widthMm === h && size.heightMm === w),
  );
}

function validatePhotoprint(
  rules: PhotoprintRules,
  selection: ConfigurationSelection,
): ConfigurationError[] {
  const errors: ConfigurationError[] = [];
  if (!findPhotoprintSize(rules, selection)) {
    errors.push({ field: 'widthMm', key: configurationErrorKeys.unknownSize });
  }
  if (!rules.thicknesses.some((t) => t.mm === selection.thicknessMm)) {
    errors.push({ field: 'thicknessMm', key: configurationErrorKeys.unknownThickness });
  }
  if (!selection.uploadId) {
    errors.push({ field: 'uploadId', key: configurationErrorKeys.photoRequired });
  }
  return errors;
}

/** Every reason the selection cannot be made, field by field; empty when it can. */
export function validateSelection(
  rules: ConfigurationRules,
  selection: ConfigurationSelection,
): ConfigurationError[] {
  return rules.kind === 'panel'
    ? validatePanel(rules, selection)
    : validatePhotoprint(rules, selection);
}

/** A choice validation has already found; a miss means the two disagree, which is a bug. */
function validated<T>(item: T | undefined): T {
  if (item === undefined) throw new Error('Selection passed validation but its choice is missing');
  return item;
}

/** One panel before quantity tiers: area price (at least the minimum), surcharges, mounting. */
function panelUnitCents(rules: PanelRules, resolved: ResolvedPanelSelection): number {
  const thickness = validated(rules.thicknesses.find((t) => t.mm === resolved.thicknessMm));
  const colour = validated(rules.colours.find((c) => c.code === resolved.colour));
  const shape = validated(rules.shapes.find((s) => s.code === resolved.shape));
  const mounting = validated(rules.mountings.find((m) => m.code === resolved.mounting));
  // mm² × cents per m² / 10^6 mm² per m², rounded once.
  const areaCents = roundCents(
    BigInt(resolved.widthMm) * BigInt(resolved.heightMm) * BigInt(thickness.pricePerSqmCents),
    1_000_000n,
  );
  const base = Math.max(rules.minimumPriceCents, areaCents);
  // Colour and shape surcharges add up as percentages of the base; they do not compound.
  return withSurcharge(base, colour.surchargePct + shape.surchargePct) + mounting.priceCents;
}

type PhotoprintSize = PhotoprintRules['sizes'][number];
type PhotoprintThickness = PhotoprintRules['thicknesses'][number];

/** One photo print before quantity tiers: the size's price plus the thickness surcharge. */
function photoprintUnitCents(size: PhotoprintSize, thickness: PhotoprintThickness): number {
  return withSurcharge(size.priceCents, thickness.surchargePct);
}

function areaSqmOf(widthMm: number, heightMm: number): number {
  return (widthMm * heightMm) / 1_000_000;
}

function resolvePanel(
  rules: PanelRules,
  selection: ConfigurationSelection,
): ResolvedPanelSelection {
  const { uploadId: _photoOnly, ...panel } = selection;
  return {
    ...panel,
    colour: validated(selection.colour),
    shape: validated(selection.shape ?? defaultShape(rules)),
    mounting: validated(selection.mounting ?? rules.mountings[0]?.code),
  };
}

function resolvePhotoprint(selection: ConfigurationSelection): ResolvedPhotoprintSelection {
  const { widthMm, heightMm, thicknessMm, quantity } = selection;
  return { widthMm, heightMm, thicknessMm, quantity, uploadId: validated(selection.uploadId) };
}

function pricePanel(rules: PanelRules, selection: ConfigurationSelection) {
  const resolved = resolvePanel(rules, selection);
  const unitCents = panelUnitCents(rules, resolved);
  const area = areaSqmOf(resolved.widthMm, resolved.heightMm);
  return {
    resolved,
    price: priceForQuantity(unitCents, rules.quantityTiers, resolved.quantity, area),
  };
}

function pricePhotoprint(rules: PhotoprintRules, selection: ConfigurationSelection) {
  const resolved = resolvePhotoprint(selection);
  const size = validated(findPhotoprintSize(rules, selection));
  const thickness = validated(rules.thicknesses.find((t) => t.mm === selection.thicknessMm));
  const unitCents = photoprintUnitCents(size, thickness);
  const area = areaSqmOf(size.widthMm, size.heightMm);
  return {
    resolved,
    price: priceForQuantity(unitCents, rules.quantityTiers, resolved.quantity, area),
  };
}

/** Net price of a selection in integer cents, or every reason it cannot be made. */
export function priceSelection(
  rules: PanelRules,
  selection: ConfigurationSelection,
): PriceResult<ResolvedPanelSelection>;
export function priceSelection(
  rules: PhotoprintRules,
  selection: ConfigurationSelection,
): PriceResult<ResolvedPhotoprintSelection>;
export function priceSelection(
  rules: ConfigurationRules,
  selection: ConfigurationSelection,
): PriceResult;
export function priceSelection(
  rules: ConfigurationRules,
  selection: ConfigurationSelection,
): PriceResult {
  const errors = validateSelection(rules, selection);
  if (errors.length > 0) return { ok: false, errors };
  const priced =
    rules.kind === 'panel' ? pricePanel(rules, selection) : pricePhotoprint(rules, selection);
  return { ok: true, ...priced };
}

/** Net price of one panel in every valid combination of choices at the smallest size. */
function panelSingleUnitPrices(rules: PanelRules): number[] {
  const prices: number[] = [];
  // Price grows with area, so the smallest size is the cheapest; the choices are few enough
  // to try them all, which also skips colours missing in a thickness.
  for (const thickness of rules.thicknesses) {
    for (const colour of rules.colours) {
      for (const shape of rules.shapes) {
        for (const mounting of rules.mountings) {
          const result = priceSelection(rules, {
            widthMm: rules.width.min,
            heightMm: rules.height.min,
            thicknessMm: thickness.mm,
            colour: colour.code,
            shape: shape.code,
            mounting: mounting.code,
            quantity: 1,
          });
          if (result.ok) prices.push(result.price.unitNetCents);
        }
      }
    }
  }
  return prices;
}

function photoprintSingleUnitPrices(rules: PhotoprintRules): number[] {
  return rules.sizes.flatMap((size) =>
    rules.thicknesses.map((thickness) => {
      const unitCents = photoprintUnitCents(size, thickness);
      const area = areaSqmOf(size.widthMm, size.heightMm);
      return priceForQuantity(unitCents, rules.quantityTiers, 1, area).unitNetCents;
    }),
  );
}

/**
 * The "price from" of a listing: net price of the cheapest valid single unit. A rule set with
 * no valid configuration at all is broken data, so it throws rather than show a made-up price.
 */
export function lowestPriceCents(rules: ConfigurationRules): number {
  const prices =
    rules.kind === 'panel' ? panelSingleUnitPrices(rules) : photoprintSingleUnitPrices(rules);
  if (prices.length === 0) throw new Error('The rule set offers no valid configuration');
  return prices.reduce((lowest, price) => Math.min(lowest, price));
}

const tenthMmPerInch = 254;

/**
 * How sharp the photo prints at the chosen size. The photo is scaled to cover the print and
 * cropped to its shape, so the pixels that end up across the longer printed edge, over that
 * edge's length in inches, give the dots per inch (the same on both edges). Rounded down so a
 * print shown at the minimum really reaches it.
 */
export function resolutionWarning(
  rules: PhotoprintRules,
  selection: Pick<ConfigurationSelection, 'widthMm' | 'heightMm'>,
  image: { width: number; height: number },
): { dpi: number; tooLow: boolean } {
  // Tenths of a millimetre keep 25.4 an integer, so a resolution right at the minimum is not
  // lost to a float landing a hair below it.
  const across = (image.width * tenthMmPerInch) / (selection.widthMm * 10);
  const down = (image.height * tenthMmPerInch) / (selection.heightMm * 10);
  const dpi = Math.floor(Math.min(across, down));
  return { dpi, tooLow: dpi < rules.minDpi };
}
