import type { Localised } from '../types';

/** Material descriptions shared by many products' spec rows. */
export const materials = {
  petFelt: {
    nl: 'PET-vilt, voor 60 % uit gerecyclede petflessen',
    fr: 'Feutre PET, composé à 60 % de bouteilles recyclées',
    de: 'PET-Filz, zu 60 % aus recycelten PET-Flaschen',
    en: 'PET felt, 60 % from recycled plastic bottles',
  },
  petFeltDense: {
    nl: 'Hoogverdicht PET-vilt, 60 % gerecycled',
    fr: 'Feutre PET haute densité, 60 % recyclé',
    de: 'Hochverdichteter PET-Filz, 60 % recycelt',
    en: 'High-density PET felt, 60 % recycled',
  },
  printOnFelt: {
    nl: 'Bedrukt polyesterdoek op een kern van PET-vilt',
    fr: 'Toile polyester imprimée sur une âme en feutre PET',
    de: 'Bedrucktes Polyestergewebe auf einem Kern aus PET-Filz',
    en: 'Printed polyester fabric on a PET felt core',
  },
  printOnFrame: {
    nl: 'Bedrukt akoestisch doek op aluminium frame met absorberende vulling',
    fr: 'Toile acoustique imprimée sur cadre aluminium avec garnissage absorbant',
    de: 'Bedrucktes Akustikgewebe auf Aluminiumrahmen mit absorbierender Füllung',
    en: 'Printed acoustic fabric on an aluminium frame with an absorbent core',
  },
  printOnFoam: {
    nl: 'Bedrukt stretchdoek op een kern van akoestisch schuim',
    fr: 'Toile tendue imprimée sur une âme en mousse acoustique',
    de: 'Bedrucktes Spannstoffgewebe auf einem Kern aus Akustikschaum',
    en: 'Printed stretch fabric on an acoustic foam core',
  },
  puFoam: {
    nl: 'Openporeus polyurethaanschuim (polyether)',
    fr: 'Mousse polyuréthane (polyéther) à cellules ouvertes',
    de: 'Offenzelliger PU-Schaum (Polyether)',
    en: 'Open-cell polyurethane foam (polyether)',
  },
  puFoamFr: {
    nl: 'Brandvertragend polyurethaanschuim, open cel',
    fr: 'Mousse polyuréthane ignifugée à cellules ouvertes',
    de: 'Flammhemmender offenzelliger PU-Schaum',
    en: 'Fire-retardant open-cell polyurethane foam',
  },
  melamineFoam: {
    nl: 'Melamineschuim, open cel',
    fr: 'Mousse de mélamine à cellules ouvertes',
    de: 'Offenzelliger Melaminharzschaum',
    en: 'Open-cell melamine foam',
  },
} satisfies Record<string, Localised<string>>;
