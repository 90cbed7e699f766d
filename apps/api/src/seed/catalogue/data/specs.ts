import type { PanelRules, PhotoprintRules } from '@shop/contract';
import type { Language } from '@shop/site';
import type { Localised, SpecRow } from '../types';

const languages: Language[] = ['nl', 'fr', 'de', 'en'];

const labels = {
  material: { nl: 'Materiaal', fr: 'Matériau', de: 'Material', en: 'Material' },
  thickness: { nl: 'Dikte', fr: 'Épaisseur', de: 'Stärke', en: 'Thickness' },
  dimensions: { nl: 'Afmetingen', fr: 'Dimensions', de: 'Abmessungen', en: 'Dimensions' },
  formats: { nl: 'Formaten', fr: 'Formats', de: 'Formate', en: 'Sizes' },
  fireClass: {
    nl: 'Brandklasse (EN 13501-1)',
    fr: 'Réaction au feu (EN 13501-1)',
    de: 'Brandklasse (EN 13501-1)',
    en: 'Fire rating (EN 13501-1)',
  },
  absorption: {
    nl: 'Geluidsabsorptie αw',
    fr: 'Absorption acoustique αw',
    de: 'Schallabsorption αw',
    en: 'Sound absorption αw',
  },
  weight: { nl: 'Gewicht', fr: 'Poids', de: 'Gewicht', en: 'Weight' },
  colours: { nl: 'Kleuren', fr: 'Coloris', de: 'Farben', en: 'Colours' },
  print: { nl: 'Druk', fr: 'Impression', de: 'Druck', en: 'Print' },
  contents: { nl: 'Inhoud', fr: 'Contenu', de: 'Inhalt', en: 'Contents' },
  coverage: { nl: 'Verbruik', fr: 'Rendement', de: 'Ergiebigkeit', en: 'Coverage' },
  suitableFor: { nl: 'Geschikt voor', fr: 'Convient pour', de: 'Geeignet für', en: 'Suitable for' },
  duration: { nl: 'Duur', fr: 'Durée', de: 'Dauer', en: 'Duration' },
  deliverable: { nl: 'Resultaat', fr: 'Livrable', de: 'Ergebnis', en: 'Deliverable' },
  lambda: {
    nl: 'Warmtegeleiding λ',
    fr: 'Conductivité thermique λ',
    de: 'Wärmeleitfähigkeit λ',
    en: 'Thermal conductivity λ',
  },
  density: { nl: 'Dichtheid', fr: 'Densité', de: 'Rohdichte', en: 'Density' },
} satisfies Record<string, Localised<string>>;

export type SpecKey = keyof typeof labels;
type Value = string | Localised<string>;

/** Specification rows in all four languages; a plain string is the same in every language. */
export function specRows(rows: [SpecKey, Value][]): Localised<SpecRow[]> {
  const inLanguage = (language: Language) =>
    rows.map(([key, value]) => ({
      name: labels[key][language],
      value: typeof value === 'string' ? value : value[language],
    }));
  return { nl: inLanguage('nl'), fr: inLanguage('fr'), de: inLanguage('de'), en: inLanguage('en') };
}

/** One value per language, built from the language: for numbers and small phrases. */
export function perLanguage(make: (language: Language) => string): Localised<string> {
  return Object.fromEntries(languages.map((l) => [l, make(l)])) as Localised<string>;
}

/** English writes 0.85, the other three languages 0,85. */
export function decimal(value: number, language: Language, digits = 2): string {
  const text = value.toFixed(digits);
  return language === 'en' ? text : text.replace('.', ',');
}

/** The class of EN ISO 11654 that a weighted absorption coefficient falls in. */
export function absorptionClass(alphaW: number): string {
  if (alphaW >= 0.9) return 'A';
  if (alphaW >= 0.8) return 'B';
  if (alphaW >= 0.6) return 'C';
  if (alphaW >= 0.3) return 'D';
  if (alphaW >= 0.15) return 'E';
  return '–';
}

const upTo: Localised<string> = { nl: 'tot', fr: 'jusqu’à', de: 'bis', en: 'up to' };
const klass: Localised<string> = { nl: 'klasse', fr: 'classe', de: 'Klasse', en: 'class' };
const steps: Localised<string> = {
  nl: 'in stappen van',
  fr: 'par pas de',
  de: 'in Schritten von',
  en: 'in steps of',
};
const colourCount: Localised<string> = {
  nl: 'kleuren',
  fr: 'coloris',
  de: 'Farben',
  en: 'colours',
};

/** "up to 0.85 (class B)": the best value, measured with the thickest panel. */
export function absorption(alphaW: number): Localised<string> {
  return perLanguage(
    (l) => `${upTo[l]} ${decimal(alphaW, l)} (${klass[l]} ${absorptionClass(alphaW)})`,
  );
}

export interface PanelFacts {
  material: Localised<string>;
  fireClass: string;
  alphaW: number;
  /** Of the material, to state a weight per m² for each thickness. */
  densityKgPerM3: number;
}

/** The usual rows of a made-to-measure panel, read from its rule set where possible. */
export function panelSpecs(rules: PanelRules, facts: PanelFacts): Localised<SpecRow[]> {
  const { width, height } = rules;
  const thicknesses = rules.thicknesses.map((t) => t.mm);
  const weights = perLanguage(
    (l) =>
      `${thicknesses.map((mm) => decimal((facts.densityKgPerM3 * mm) / 1000, l, 1)).join(' / ')} kg/m²`,
  );
  return specRows([
    ['material', facts.material],
    ['thickness', `${thicknesses.join(' / ')} mm`],
    [
      'dimensions',
      perLanguage(
        (l) =>
          `${width.min}–${width.max} × ${height.min}–${height.max} mm, ${steps[l]} ${width.step} mm`,
      ),
    ],
    ['fireClass', facts.fireClass],
    ['absorption', absorption(facts.alphaW)],
    ['weight', weights],
    ['colours', perLanguage((l) => `${rules.colours.length} ${colourCount[l]}`)],
  ]);
}

const inkPrint: Localised<string> = {
  nl: 'UV-latexinkt, geurloos en kleurvast',
  fr: 'Encres latex UV, sans odeur et résistantes à la lumière',
  de: 'UV-Latextinte, geruchlos und lichtecht',
  en: 'UV latex inks, odourless and fade-resistant',
};

/** The usual rows of a photo print: formats and thicknesses from its rule set. */
export function photoprintSpecs(
  rules: PhotoprintRules,
  facts: { material: Localised<string>; fireClass: string; alphaW: number },
): Localised<SpecRow[]> {
  const cm = (mm: number) => mm / 10;
  const formats = rules.sizes.map((s) => `${cm(s.widthMm)} × ${cm(s.heightMm)}`).join(', ');
  return specRows([
    ['material', facts.material],
    ['formats', `${formats} cm`],
    ['thickness', `${rules.thicknesses.map((t) => t.mm).join(' / ')} mm`],
    ['print', inkPrint],
    ['fireClass', facts.fireClass],
    ['absorption', absorption(facts.alphaW)],
  ]);
}
