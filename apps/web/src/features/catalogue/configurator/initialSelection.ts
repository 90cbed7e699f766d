import type { ConfigurationRules, ConfigurationSelection } from '@shop/contract';

type Range = { min: number; max: number; step: number };

/** The nearest value the range allows, so the first price asked is a valid one. */
function snap(value: number, range: Range): number {
  return Math.min(
    range.max,
    Math.max(range.min, range.min + Math.round((value - range.min) / range.step) * range.step),
  );
}

/**
 * What the configurator shows first: the first size of a print; a panel of about 1200 × 600 mm
 * in the first thickness and the first colour that thickness comes in.
 */
export function initialSelection(rules: ConfigurationRules): ConfigurationSelection {
  if (rules.kind === 'photoprint') {
    const size = rules.sizes[0];
    return {
      widthMm: size?.widthMm ?? 0,
      heightMm: size?.heightMm ?? 0,
      thicknessMm: rules.thicknesses[0]?.mm ?? 0,
      quantity: 1,
    };
  }
  const thickness = rules.thicknesses[0]?.mm ?? 0;
  return {
    widthMm: snap(1200, rules.width),
    heightMm: snap(600, rules.height),
    thicknessMm: thickness,
    colour: rules.colours.find((c) => !c.thicknesses || c.thicknesses.includes(thickness))?.code,
    shape: rules.shapes[0]?.code,
    mounting: rules.mountings[0]?.code,
    quantity: 1,
  };
}
