import { getBrand } from '@shop/site';
import type { CatalogueSeed } from '../types';
import { acousticMeasurement, mountingAdhesive, mountingClips, suspensionKit } from './accessories';
import { colour, colours, palette } from './colours';
import { materials } from './materials';
import { feltFacts, panel, photoprint, standard } from './products';
import { panelRules, photoprintRules, range } from './rules';
import { specRows } from './specs';

const wallRules = panelRules({
  material: 'felt',
  width: range(200, 2400),
  height: range(200, 1200),
  thicknesses: [
    [9, 4900],
    [12, 6900],
    [24, 11900],
  ],
  colours: [
    ...colours(
      'anthracite',
      'graphite',
      'stone-grey',
      'light-grey',
      'sand',
      'sage',
      'petrol',
      'navy',
    ),
    colour('ivory', { only: [12, 24] }),
    colour('ochre', { only: [9, 12] }),
    colour('terracotta', { only: [9, 12] }),
    colour('forest', { only: [12, 24] }),
  ],
  shapes: ['rectangle', 'rounded', 'circle', 'hexagon'],
  mountings: ['none', 'glue', 'clips', 'rail'],
  minimumPriceCents: 2500,
});

const hexagonRules = panelRules({
  material: 'felt',
  width: range(200, 600),
  height: range(200, 600),
  thicknesses: [
    [9, 5400],
    [12, 7400],
  ],
  colours: colours(
    'petrol',
    'sand',
    'terracotta',
    'anthracite',
    'stone-grey',
    'ivory',
    'ochre',
    'blush',
    'sage',
    'navy',
  ),
  shapes: ['hexagon'],
  mountings: ['none', 'glue'],
  minimumPriceCents: 900,
});

const roundRules = panelRules({
  material: 'felt',
  width: range(300, 1200),
  height: range(300, 1200),
  thicknesses: [
    [9, 5200],
    [12, 7200],
    [24, 12400],
  ],
  colours: [
    ...colours('terracotta', 'sage', 'ivory', 'ochre', 'anthracite', 'petrol', 'blush'),
    colour('forest', { only: [12, 24] }),
    colour('rust', { only: [12, 24] }),
  ],
  shapes: ['circle'],
  mountings: ['none', 'glue', 'clips', 'rail'],
  minimumPriceCents: 2200,
});

const grooveRules = panelRules({
  material: 'felt',
  width: range(300, 2400),
  height: range(300, 1200),
  thicknesses: [
    [12, 8900],
    [24, 13900],
  ],
  colours: colours(
    'graphite',
    'anthracite',
    'stone-grey',
    'sand',
    'sage',
    'forest',
    'navy',
    'rust',
  ),
  shapes: ['rectangle', 'rounded'],
  mountings: ['none', 'glue', 'rail'],
  minimumPriceCents: 3500,
});

const pinboardRules = panelRules({
  material: 'felt',
  width: range(300, 2000),
  height: range(300, 1200),
  thicknesses: [
    [9, 5900],
    [12, 7900],
  ],
  colours: colours(
    'stone-grey',
    'anthracite',
    'light-grey',
    'sand',
    'ochre',
    'sage',
    'denim',
    'blush',
  ),
  shapes: ['rectangle', 'rounded', 'circle'],
  mountings: ['glue', 'clips'],
  minimumPriceCents: 2900,
});

const softRules = panelRules({
  material: 'felt',
  width: range(300, 2400),
  height: range(300, 1200),
  thicknesses: [
    [12, 7200],
    [24, 12200],
  ],
  colours: [
    ...colours('blush', 'sage', 'sand', 'ivory', 'light-grey', 'petrol'),
    colour('ochre', { only: [12] }),
    colour('terracotta', { only: [12] }),
  ],
  shapes: ['rounded'],
  mountings: ['none', 'glue', 'clips', 'rail'],
  minimumPriceCents: 2900,
});

const studioRules = panelRules({
  material: 'felt',
  width: range(600, 2400),
  height: range(600, 1200),
  thicknesses: [
    [12, 9900],
    [24, 14900],
  ],
  colours: colours('navy', 'anthracite', 'graphite', 'forest', 'rust', 'sand'),
  mountings: ['rail', 'clips'],
  minimumPriceCents: 4900,
});

const headboardRules = panelRules({
  material: 'felt',
  width: range(900, 2200),
  height: range(400, 1000),
  thicknesses: [
    [12, 8400],
    [24, 12900],
  ],
  colours: [
    ...colours('sage', 'stone-grey', 'sand', 'ivory', 'petrol', 'navy', 'blush'),
    colour('aubergine', { only: [24], surchargePct: 5 }),
  ],
  shapes: ['rounded', 'rectangle'],
  mountings: ['clips', 'rail'],
  minimumPriceCents: 6900,
});

const kidsRules = panelRules({
  material: 'felt',
  width: range(200, 1000),
  height: range(200, 1000),
  thicknesses: [
    [9, 4500],
    [12, 6500],
  ],
  colours: colours('ochre', 'sage', 'blush', 'denim', 'sand', 'ivory', 'terracotta', 'petrol'),
  shapes: ['circle', 'hexagon', 'rounded'],
  mountings: ['glue', 'clips'],
  minimumPriceCents: 1500,
});

const raftRules = panelRules({
  material: 'felt',
  width: range(600, 2400),
  height: range(600, 1200),
  thicknesses: [
    [12, 8900],
    [24, 13900],
  ],
  colours: colours(
    'ivory',
    'light-grey',
    'sage',
    'ochre',
    'stone-grey',
    'anthracite',
    'petrol',
    'sand',
  ),
  shapes: ['rectangle', 'rounded'],
  mountings: ['cable'],
  // Four cables and grippers instead of the usual two.
  mountingPrices: { cable: 2900 },
  minimumPriceCents: 6900,
});

const baffleRules = panelRules({
  material: 'felt',
  width: range(600, 2400),
  height: range(200, 600),
  thicknesses: [
    [12, 9400],
    [24, 14400],
  ],
  colours: colours(
    'anthracite',
    'sage',
    'ochre',
    'graphite',
    'ivory',
    'petrol',
    'terracotta',
    'navy',
  ),
  shapes: ['rectangle', 'rounded'],
  mountings: ['cable'],
  minimumPriceCents: 4500,
});

const discRules = panelRules({
  material: 'felt',
  width: range(600, 1800),
  height: range(600, 1800),
  thicknesses: [
    [12, 9200],
    [24, 14200],
  ],
  colours: colours('sand', 'sage', 'ochre', 'ivory', 'terracotta', 'stone-grey', 'forest'),
  shapes: ['circle'],
  mountings: ['cable'],
  mountingPrices: { cable: 2200 },
  minimumPriceCents: 7900,
});

const tileRules = panelRules({
  material: 'felt',
  width: range(595, 1195, 5),
  height: range(595, 1195, 5),
  thicknesses: [
    [12, 6900],
    [24, 10900],
  ],
  colours: colours('sage', 'white', 'light-grey', 'ivory', 'stone-grey', 'anthracite'),
  mountings: ['none'],
  minimumPriceCents: 1900,
});

const printRules = photoprintRules({
  thicknesses: [
    [20, 0],
    [40, 18],
  ],
});
const printFacts = { material: materials.printOnFelt, fireClass: 'B-s2,d0', alphaW: 0.7 };

export const easyFeltCatalogue: CatalogueSeed = {
  categories: [
    {
      key: 'wall-panels',
      artwork: {
        kind: 'panel',
        material: 'felt',
        shape: 'rectangle',
        surface: 'plain',
        placement: 'wall',
        colours: [palette.sage, palette.ochre, palette.anthracite],
      },
      text: {
        nl: {
          name: 'Wandpanelen',
          slug: 'wandpanelen',
          description:
            'Decoratieve wandpanelen van akoestisch vilt, op maat gesneden in de kleur en vorm die bij je interieur past.',
        },
        fr: {
          name: 'Panneaux muraux',
          slug: 'panneaux-muraux',
          description:
            'Des panneaux muraux décoratifs en feutre acoustique, découpés sur mesure dans la couleur et la forme de votre intérieur.',
        },
        de: {
          name: 'Wandpaneele',
          slug: 'wandpaneele',
          description:
            'Dekorative Wandpaneele aus Akustikfilz, nach Maß geschnitten in der Farbe und Form, die zu Ihrer Einrichtung passt.',
        },
        en: {
          name: 'Wall panels',
          slug: 'wall-panels',
          description:
            'Decorative acoustic felt wall panels, cut to measure in the colour and shape that suit your interior.',
        },
      },
    },
    {
      key: 'ceiling',
      artwork: {
        kind: 'panel',
        material: 'felt',
        shape: 'circle',
        surface: 'plain',
        placement: 'ceiling',
        colours: [palette.ivory, palette.sage, palette.ochre],
      },
      text: {
        nl: {
          name: 'Plafondpanelen en baffles',
          slug: 'plafondpanelen-en-baffles',
          description:
            'Plafondeilanden, baffles en plafondtegels van vilt voor ruimtes waar de wanden al vol staan of te weinig helpen.',
        },
        fr: {
          name: 'Panneaux de plafond et baffles',
          slug: 'panneaux-de-plafond-et-baffles',
          description:
            'Îlots, baffles et dalles de plafond en feutre pour les pièces où les murs sont déjà occupés ou ne suffisent pas.',
        },
        de: {
          name: 'Deckenpaneele und Baffeln',
          slug: 'deckenpaneele-und-baffeln',
          description:
            'Deckensegel, Baffeln und Deckenplatten aus Filz für Räume, in denen die Wände schon belegt sind oder nicht genügen.',
        },
        en: {
          name: 'Ceiling panels and baffles',
          slug: 'ceiling-panels-and-baffles',
          description:
            'Felt ceiling rafts, baffles and tiles for rooms where the walls are already full or simply not enough.',
        },
      },
    },
    {
      key: 'photo-prints',
      artwork: { kind: 'photoprint', scene: 'forest' },
      text: {
        nl: {
          name: 'Fotoprints',
          slug: 'fotoprints',
          description:
            'Je eigen foto of een van onze landschappen, gedrukt op een akoestisch paneel dat galm dempt.',
        },
        fr: {
          name: 'Impressions photo',
          slug: 'impressions-photo',
          description:
            'Votre photo ou l’un de nos paysages, imprimé sur un panneau acoustique qui atténue l’écho.',
        },
        de: {
          name: 'Fotodrucke',
          slug: 'fotodrucke',
          description:
            'Ihr eigenes Foto oder eine unserer Landschaften, gedruckt auf ein Akustikpaneel, das den Hall dämpft.',
        },
        en: {
          name: 'Photo prints',
          slug: 'photo-prints',
          description:
            'Your own photo or one of our landscapes, printed on an acoustic panel that tames echo.',
        },
      },
    },
    {
      key: 'accessories',
      artwork: { kind: 'item', item: 'samples' },
      text: {
        nl: {
          name: 'Accessoires',
          slug: 'accessoires',
          description:
            'Alles om je panelen op te hangen, kleurstalen om te kiezen en advies van een akoestisch specialist.',
        },
        fr: {
          name: 'Accessoires',
          slug: 'accessoires',
          description:
            'Tout pour fixer vos panneaux, des échantillons pour choisir et les conseils d’un acousticien.',
        },
        de: {
          name: 'Zubehör',
          slug: 'zubehoer',
          description:
            'Alles für die Montage Ihrer Paneele, Farbmuster für die Auswahl und Beratung durch einen Akustikexperten.',
        },
        en: {
          name: 'Accessories',
          slug: 'accessories',
          description:
            'Everything to hang your panels, swatches to choose from and advice from an acoustics specialist.',
        },
      },
    },
    {
      key: 'made-to-measure',
      artwork: {
        kind: 'panel',
        material: 'felt',
        shape: 'hexagon',
        surface: 'plain',
        placement: 'wall',
        colours: [palette.petrol, palette.sand, palette.terracotta],
      },
      text: {
        nl: {
          name: 'Vilt op maat',
          slug: 'vilt-op-maat',
          description:
            'Alles wat we voor je op maat snijden of printen: wandpanelen, plafondpanelen en fotoprints in de maat die jij kiest.',
        },
        fr: {
          name: 'Feutre sur mesure',
          slug: 'feutre-sur-mesure',
          description:
            'Tout ce que nous découpons ou imprimons sur mesure pour vous : panneaux muraux, panneaux de plafond et photos imprimées aux dimensions de votre choix.',
        },
        de: {
          name: 'Filz nach Maß',
          slug: 'filz-nach-mass',
          description:
            'Alles, was wir für Sie nach Maß schneiden oder drucken: Wandpaneele, Deckenpaneele und Fotodrucke in den Maßen Ihrer Wahl.',
        },
        en: {
          name: 'Felt made to measure',
          slug: 'felt-made-to-measure',
          description:
            'Everything we cut or print to your measurements: wall panels, ceiling panels and photo prints in the size you choose.',
        },
      },
    },
  ],
  products: [
    panel({
      sku: 'FL-WALL',
      brandLabel: 'FeltLine',
      categories: ['wall-panels', 'made-to-measure'],
      rating: { average: 4.8, count: 412 },
      rules: wallRules,
      facts: feltFacts(0.55),
      text: {
        nl: {
          name: 'FeltLine akoestisch vilt wandpaneel op maat',
          slug: 'akoestisch-vilt-wandpaneel-op-maat',
          summary:
            'Het veelzijdige viltpaneel dat je tot op de centimeter op maat bestelt, in twaalf kleuren en vier vormen.',
          description:
            'Het FeltLine wandpaneel van gerecycled PET-vilt dempt galm en nagalm en geeft je wand meteen een warme, rustige uitstraling. Kies afmetingen tot 240 × 120 cm, de dikte en de vorm; wij snijden elk paneel op maat met een CNC-snijplotter. Met 24 mm vilt op een wandrail haal je de hoogste geluidsabsorptie.',
        },
        fr: {
          name: 'Panneau mural acoustique en feutre FeltLine sur mesure',
          slug: 'panneau-mural-acoustique-en-feutre-sur-mesure',
          summary:
            'Le panneau en feutre polyvalent, découpé au centimètre près, en douze coloris et quatre formes.',
          description:
            'Le panneau mural FeltLine en feutre PET recyclé réduit l’écho et la réverbération tout en apportant à votre mur une touche chaleureuse et apaisante. Choisissez les dimensions jusqu’à 240 × 120 cm, l’épaisseur et la forme : chaque panneau est découpé sur mesure par une table de découpe numérique. En 24 mm monté sur rail, il offre la meilleure absorption.',
        },
        de: {
          name: 'FeltLine Akustik-Filz-Wandpaneel nach Maß',
          slug: 'akustik-filz-wandpaneel-nach-mass',
          summary:
            'Das vielseitige Filzpaneel, zentimetergenau nach Maß, in zwölf Farben und vier Formen.',
          description:
            'Das FeltLine Wandpaneel aus recyceltem PET-Filz dämpft Hall und Nachhall und gibt Ihrer Wand eine warme, ruhige Ausstrahlung. Wählen Sie Maße bis 240 × 120 cm, Stärke und Form – wir schneiden jedes Paneel auf einem CNC-Cutter nach Maß. Mit 24 mm Filz auf einer Wandschiene erreichen Sie die höchste Schallabsorption.',
        },
        en: {
          name: 'FeltLine acoustic felt wall panel, made to measure',
          slug: 'acoustic-felt-wall-panel-made-to-measure',
          summary:
            'Our most versatile felt panel, cut to the centimetre in twelve colours and four shapes.',
          description:
            'The FeltLine wall panel in recycled PET felt cuts echo and reverberation while giving your wall a warm, calm look. Choose any size up to 240 × 120 cm, the thickness and the shape; we cut every panel to order on a CNC cutter. For the best absorption, go for 24 mm felt on a wall rail.',
        },
      },
    }),
    panel({
      sku: 'FL-HEXA',
      brandLabel: 'FeltLine',
      categories: ['wall-panels', 'made-to-measure'],
      rating: { average: 4.7, count: 268 },
      rules: hexagonRules,
      facts: feltFacts(0.35),
      text: {
        nl: {
          name: 'FeltLine zeshoekige vilttegels',
          slug: 'zeshoekige-akoestische-vilttegels',
          summary:
            'Zeshoekige tegels van akoestisch vilt om je eigen honingraatpatroon op de wand te leggen.',
          description:
            'Combineer kleuren en maten tot een speels honingraatpatroon dat galm dempt en je wand tot blikvanger maakt. De tegels zijn licht en plak je met lijm of klittenband eenvoudig zelf op de muur. Je bestelt ze per stuk, vanaf 20 cm breed.',
        },
        fr: {
          name: 'Dalles hexagonales en feutre FeltLine',
          slug: 'dalles-hexagonales-en-feutre-acoustique',
          summary:
            'Des dalles hexagonales en feutre acoustique pour composer votre propre motif en nid d’abeille.',
          description:
            'Associez couleurs et tailles pour créer un nid d’abeille ludique qui atténue l’écho et fait de votre mur un point de mire. Légères, les dalles se collent facilement au mur, à la colle ou avec des bandes auto-agrippantes. Vous les commandez à l’unité, à partir de 20 cm de large.',
        },
        de: {
          name: 'FeltLine Sechseck-Filzfliesen',
          slug: 'sechseckige-akustik-filzfliesen',
          summary: 'Sechseckige Fliesen aus Akustikfilz für Ihr eigenes Wabenmuster an der Wand.',
          description:
            'Kombinieren Sie Farben und Größen zu einem verspielten Wabenmuster, das Hall dämpft und Ihre Wand zum Blickfang macht. Die leichten Fliesen kleben Sie mit Kleber oder Klettstreifen ganz einfach selbst an die Wand. Sie bestellen sie einzeln, ab 20 cm Breite.',
        },
        en: {
          name: 'FeltLine hexagonal felt tiles',
          slug: 'hexagonal-acoustic-felt-tiles',
          summary: 'Hexagonal acoustic felt tiles for a honeycomb pattern of your own design.',
          description:
            'Mix colours and sizes into a playful honeycomb that tames echo and turns your wall into a feature. The tiles are light, so you can fix them yourself with adhesive or hook-and-loop strips. Order them one by one, from 20 cm across.',
        },
      },
    }),
    panel({
      sku: 'FL-ROUND',
      brandLabel: 'FeltLine',
      categories: ['wall-panels', 'made-to-measure'],
      rating: { average: 4.8, count: 197 },
      rules: roundRules,
      facts: feltFacts(0.55),
      look: { surface: 'grooves' },
      text: {
        nl: {
          name: 'FeltLine ronde akoestische viltpanelen',
          slug: 'ronde-akoestische-viltpanelen',
          summary:
            'Ronde viltpanelen van 30 tot 120 cm doorsnede die galm dempen en je wand een zachte vorm geven.',
          description:
            'Een ronde vorm brengt rust in een strak interieur en werkt prachtig in groepjes van verschillende maten en kleuren. Elk paneel wordt op maat gesneden uit gerecycled PET-vilt met een strak afgewerkte rand. Hang ze boven de bank, naast de eettafel of bij je thuiswerkplek.',
        },
        fr: {
          name: 'Panneaux acoustiques ronds en feutre FeltLine',
          slug: 'panneaux-acoustiques-ronds-en-feutre',
          summary:
            'Des panneaux ronds en feutre de 30 à 120 cm de diamètre qui atténuent l’écho tout en douceur.',
          description:
            'Une forme ronde apaise un intérieur épuré et se prête magnifiquement aux compositions de tailles et de couleurs différentes. Chaque panneau est découpé sur mesure dans du feutre PET recyclé, avec un chant net. À accrocher au-dessus du canapé, près de la table à manger ou dans votre coin bureau.',
        },
        de: {
          name: 'FeltLine runde Akustik-Filzpaneele',
          slug: 'runde-akustik-filzpaneele',
          summary:
            'Runde Filzpaneele mit 30 bis 120 cm Durchmesser, die Hall dämpfen und Ihrer Wand eine weiche Form geben.',
          description:
            'Eine runde Form bringt Ruhe in ein klares Interieur und wirkt besonders schön in Gruppen unterschiedlicher Größen und Farben. Jedes Paneel wird aus recyceltem PET-Filz nach Maß geschnitten und hat eine saubere Kante. Ideal über dem Sofa, neben dem Esstisch oder am Arbeitsplatz zu Hause.',
        },
        en: {
          name: 'FeltLine round acoustic felt panels',
          slug: 'round-acoustic-felt-panels',
          summary:
            'Round felt panels, 30 to 120 cm across, that calm echo and add a soft shape to your wall.',
          description:
            'A round shape brings calm to a clean-lined interior and looks great in groups of different sizes and colours. Each panel is cut to size from recycled PET felt with a crisp edge. Hang them above the sofa, beside the dining table or in your home office.',
        },
      },
    }),
    panel({
      sku: 'FL-GROOVE',
      brandLabel: 'FeltLine',
      categories: ['wall-panels', 'made-to-measure'],
      rating: { average: 4.6, count: 143 },
      rules: grooveRules,
      facts: feltFacts(0.6),
      look: { surface: 'grooves' },
      text: {
        nl: {
          name: 'FeltLine Groove wandpaneel met freesgroeven',
          slug: 'vilt-wandpaneel-met-freesgroeven',
          summary:
            'Een viltpaneel met verticale freesgroeven voor een ritmisch, architectonisch wandbeeld.',
          description:
            'De gefreesde groeven geven het vilt diepte en een subtiel lijnenspel, zonder in te leveren op geluidsabsorptie. Het paneel is er in 12 en 24 mm en wordt op maat gemaakt tot 240 × 120 cm. Mooi als akoestische wandbekleding achter een bureau of tv-meubel.',
        },
        fr: {
          name: 'Panneau mural rainuré FeltLine Groove',
          slug: 'panneau-mural-en-feutre-rainure',
          summary:
            'Un panneau en feutre à rainures verticales pour un mur rythmé et architectural.',
          description:
            'Les rainures fraisées donnent de la profondeur au feutre et créent un jeu de lignes subtil, sans rien perdre en absorption. Disponible en 12 et 24 mm, le panneau est fabriqué sur mesure jusqu’à 240 × 120 cm. Idéal en habillage mural acoustique derrière un bureau ou un meuble TV.',
        },
        de: {
          name: 'FeltLine Groove Wandpaneel mit Fräsrillen',
          slug: 'filz-wandpaneel-mit-fraesrillen',
          summary:
            'Ein Filzpaneel mit senkrechten Fräsrillen für ein rhythmisches, architektonisches Wandbild.',
          description:
            'Die gefrästen Rillen verleihen dem Filz Tiefe und ein feines Linienspiel, ohne die Schallabsorption zu schmälern. Das Paneel gibt es in 12 und 24 mm, gefertigt nach Maß bis 240 × 120 cm. Schön als akustische Wandverkleidung hinter Schreibtisch oder TV-Möbel.',
        },
        en: {
          name: 'FeltLine Groove wall panel with milled grooves',
          slug: 'grooved-felt-wall-panel',
          summary: 'A felt panel with vertical milled grooves for a rhythmic, architectural wall.',
          description:
            'Milled grooves give the felt depth and a subtle play of lines without costing any absorption. The panel comes in 12 and 24 mm and is made to measure up to 240 × 120 cm. It makes a handsome acoustic wall cladding behind a desk or TV unit.',
        },
      },
    }),
    panel({
      sku: 'FL-PIN',
      brandLabel: 'FeltLine',
      categories: ['wall-panels', 'made-to-measure'],
      rating: { average: 4.5, count: 88 },
      rules: pinboardRules,
      facts: feltFacts(0.35, materials.petFeltDense),
      text: {
        nl: {
          name: 'FeltLine akoestisch prikbord van vilt',
          slug: 'akoestisch-prikbord-van-vilt',
          summary: 'Een prikbord dat ook geluid dempt: punaises erin, galm eruit.',
          description:
            'Het dichte PET-vilt houdt punaises en pins stevig vast en sluit zich weer als je ze eruit haalt. Zo combineer je een handig memobord met betere akoestiek in de keuken, de studeerkamer of op kantoor. Op maat gesneden, in de vorm die bij je ruimte past.',
        },
        fr: {
          name: 'Tableau d’affichage acoustique en feutre FeltLine',
          slug: 'tableau-d-affichage-acoustique-en-feutre',
          summary:
            'Un tableau d’affichage qui absorbe aussi le bruit : les punaises entrent, l’écho sort.',
          description:
            'Le feutre PET dense maintient fermement punaises et épingles, et se referme quand vous les retirez. Vous associez ainsi un pense-bête pratique à une meilleure acoustique, dans la cuisine, le bureau ou la chambre d’étudiant. Découpé sur mesure, dans la forme qui convient à votre pièce.',
        },
        de: {
          name: 'FeltLine Akustik-Pinnwand aus Filz',
          slug: 'akustik-pinnwand-aus-filz',
          summary: 'Eine Pinnwand, die auch Schall schluckt: Pins rein, Hall raus.',
          description:
            'Der dichte PET-Filz hält Pinnnadeln fest und schließt sich wieder, wenn Sie sie herausziehen. So verbinden Sie eine praktische Memotafel mit besserer Akustik in Küche, Arbeitszimmer oder Büro. Nach Maß geschnitten, in der Form, die zu Ihrem Raum passt.',
        },
        en: {
          name: 'FeltLine acoustic felt pinboard',
          slug: 'acoustic-felt-pinboard',
          summary: 'A pinboard that soaks up sound as well: pins in, echo out.',
          description:
            'The dense PET felt grips drawing pins firmly and closes up again when you take them out. It pairs a handy memo board with better acoustics in the kitchen, study or office. Cut to measure in the shape that suits your room.',
        },
      },
    }),
    panel({
      sku: 'FL-SOFT',
      brandLabel: 'FeltLine',
      categories: ['wall-panels', 'made-to-measure'],
      rating: { average: 4.7, count: 121 },
      rules: softRules,
      facts: feltFacts(0.55),
      text: {
        nl: {
          name: 'FeltLine Soft viltpaneel met ronde hoeken',
          slug: 'viltpaneel-met-afgeronde-hoeken',
          summary: 'Een wandpaneel met zacht afgeronde hoeken voor een vriendelijke, moderne look.',
          description:
            'De ruime hoekradius maakt het paneel speels en rustig tegelijk, ideaal voor woonkamer en slaapkamer. Kies uit acht zachte tinten in 12 of 24 mm. Zoals al onze panelen wordt de Soft tot op de centimeter op maat gesneden.',
        },
        fr: {
          name: 'Panneau en feutre FeltLine Soft à coins arrondis',
          slug: 'panneau-en-feutre-a-coins-arrondis',
          summary:
            'Un panneau mural aux angles doucement arrondis pour un look moderne et accueillant.',
          description:
            'Son large rayon d’angle rend le panneau à la fois ludique et apaisant, parfait pour le séjour ou la chambre. Choisissez parmi huit teintes douces, en 12 ou 24 mm. Comme tous nos panneaux, le Soft est découpé sur mesure au centimètre près.',
        },
        de: {
          name: 'FeltLine Soft Filzpaneel mit runden Ecken',
          slug: 'filzpaneel-mit-abgerundeten-ecken',
          summary:
            'Ein Wandpaneel mit sanft abgerundeten Ecken für einen freundlichen, modernen Look.',
          description:
            'Der großzügige Eckradius macht das Paneel verspielt und ruhig zugleich – ideal für Wohn- und Schlafzimmer. Wählen Sie aus acht sanften Farbtönen in 12 oder 24 mm. Wie alle unsere Paneele wird das Soft zentimetergenau nach Maß geschnitten.',
        },
        en: {
          name: 'FeltLine Soft felt panel with rounded corners',
          slug: 'felt-panel-with-rounded-corners',
          summary: 'A wall panel with softly rounded corners for a friendly, modern look.',
          description:
            'A generous corner radius makes the panel both playful and calm, ideal for living rooms and bedrooms. Choose from eight soft shades in 12 or 24 mm. Like all our panels, the Soft is cut to measure, to the centimetre.',
        },
      },
    }),
    panel({
      sku: 'FL-STUDIO',
      brandLabel: 'FeltLine',
      categories: ['wall-panels', 'made-to-measure'],
      rating: { average: 4.9, count: 64 },
      rules: studioRules,
      facts: feltFacts(0.85),
      text: {
        nl: {
          name: 'FeltLine Studio absorber met luchtspouw',
          slug: 'vilt-absorber-met-luchtspouw',
          summary:
            'Een viltabsorber op wandrail met luchtspouw, voor maximale demping in vergaderruimte, studio of thuisbioscoop.',
          description:
            'Dankzij de spouw van 40 mm achter het paneel dempt de Studio ook de lagere tonen die gewone wandpanelen laten liggen. Het paneel klikt op een verborgen aluminium rail, zodat het strak en zwevend oogt. Verkrijgbaar in zes diepe kleuren en tot 240 × 120 cm.',
        },
        fr: {
          name: 'Absorbeur FeltLine Studio avec lame d’air',
          slug: 'absorbeur-en-feutre-avec-lame-d-air',
          summary:
            'Un absorbeur en feutre sur rail, avec lame d’air, pour une absorption maximale en salle de réunion, studio ou home cinéma.',
          description:
            'Grâce à la lame d’air de 40 mm à l’arrière, le Studio absorbe aussi les fréquences plus basses que les panneaux muraux classiques laissent passer. Le panneau se clipse sur un rail en aluminium invisible et semble flotter devant le mur. Disponible en six couleurs profondes, jusqu’à 240 × 120 cm.',
        },
        de: {
          name: 'FeltLine Studio Absorber mit Luftspalt',
          slug: 'filz-absorber-mit-luftspalt',
          summary:
            'Ein Filzabsorber auf Wandschiene mit Luftspalt für maximale Dämpfung in Besprechungsraum, Studio oder Heimkino.',
          description:
            'Dank des 40-mm-Luftspalts hinter dem Paneel schluckt der Studio auch tiefere Frequenzen, die gewöhnliche Wandpaneele durchlassen. Das Paneel wird auf eine verdeckte Aluminiumschiene geklickt und wirkt dadurch schwebend. Erhältlich in sechs satten Farben und bis 240 × 120 cm.',
        },
        en: {
          name: 'FeltLine Studio absorber with air gap',
          slug: 'felt-absorber-with-air-gap',
          summary:
            'A rail-mounted felt absorber with an air gap for maximum damping in meeting rooms, studios and home cinemas.',
          description:
            'The 40 mm air gap behind the panel lets the Studio absorb the lower frequencies that ordinary wall panels leave untouched. It clicks onto a concealed aluminium rail, so it seems to float in front of the wall. Available in six deep colours and up to 240 × 120 cm.',
        },
      },
    }),
    panel({
      sku: 'FL-HEAD',
      brandLabel: 'FeltLine',
      categories: ['wall-panels', 'made-to-measure'],
      rating: { average: 4.8, count: 77 },
      rules: headboardRules,
      facts: feltFacts(0.55),
      text: {
        nl: {
          name: 'FeltLine akoestisch hoofdbord van vilt',
          slug: 'akoestisch-hoofdbord-van-vilt',
          summary: 'Een strak hoofdbord van vilt dat je slaapkamer stiller en gezelliger maakt.',
          description:
            'Het hoofdbord wordt direct op de muur gemonteerd en maakt losse kussens en een houten frame overbodig. Het vilt dempt stemmen en stadsgeluid en voelt zacht aan als je rechtop in bed zit te lezen. Maak het zo breed als je bed of laat het doorlopen tot achter de nachtkastjes.',
        },
        fr: {
          name: 'Tête de lit acoustique en feutre FeltLine',
          slug: 'tete-de-lit-acoustique-en-feutre',
          summary:
            'Une tête de lit épurée en feutre qui rend votre chambre plus calme et plus douillette.',
          description:
            'Fixée directement au mur, elle remplace coussins et cadre en bois. Le feutre atténue les voix et les bruits de la ville et reste doux au toucher quand vous lisez au lit. Choisissez-la de la largeur du lit ou prolongez-la derrière les tables de chevet.',
        },
        de: {
          name: 'FeltLine Akustik-Kopfteil aus Filz',
          slug: 'akustik-kopfteil-aus-filz',
          summary:
            'Ein schlichtes Kopfteil aus Filz, das Ihr Schlafzimmer ruhiger und gemütlicher macht.',
          description:
            'Das Kopfteil wird direkt an der Wand montiert und ersetzt Kissen und Holzrahmen. Der Filz dämpft Stimmen und Straßenlärm und fühlt sich weich an, wenn Sie im Bett lesen. Machen Sie es so breit wie Ihr Bett oder lassen Sie es bis hinter die Nachttische laufen.',
        },
        en: {
          name: 'FeltLine acoustic felt headboard',
          slug: 'acoustic-felt-headboard',
          summary: 'A clean-lined felt headboard that makes your bedroom quieter and cosier.',
          description:
            'Mounted straight onto the wall, it does away with loose cushions and a wooden frame. The felt softens voices and street noise and feels soft when you sit up to read. Make it as wide as your bed or run it on behind the bedside tables.',
        },
      },
    }),
    panel({
      sku: 'FL-KIDS',
      brandLabel: 'FeltLine',
      categories: ['wall-panels', 'made-to-measure'],
      rating: { average: 4.9, count: 58 },
      rules: kidsRules,
      facts: feltFacts(0.35),
      text: {
        nl: {
          name: 'FeltLine Kids viltpanelen voor de kinderkamer',
          slug: 'viltpanelen-voor-de-kinderkamer',
          summary:
            'Vrolijke viltvormen voor kinderkamer, speelhoek of klaslokaal die het lawaai temperen.',
          description:
            'Rondjes, zeshoeken en afgeronde rechthoeken in zachte kleuren maken van de wand een speelse compositie. Het vilt is stevig, kleurecht en vrij van schadelijke stoffen, en dempt het geluid van spelende kinderen. Ook handig als prikbord voor tekeningen.',
        },
        fr: {
          name: 'Panneaux en feutre FeltLine Kids pour chambre d’enfant',
          slug: 'panneaux-en-feutre-pour-chambre-d-enfant',
          summary:
            'Des formes en feutre joyeuses pour la chambre d’enfant, le coin jeu ou la classe, qui atténuent le bruit.',
          description:
            'Ronds, hexagones et rectangles arrondis aux couleurs douces transforment le mur en composition ludique. Le feutre est robuste, grand teint et exempt de substances nocives, et il amortit le bruit des jeux. Il fait aussi office de tableau pour épingler les dessins.',
        },
        de: {
          name: 'FeltLine Kids Filzpaneele fürs Kinderzimmer',
          slug: 'filzpaneele-fuers-kinderzimmer',
          summary:
            'Fröhliche Filzformen für Kinderzimmer, Spielecke oder Klassenzimmer, die den Lärm dämpfen.',
          description:
            'Kreise, Sechsecke und abgerundete Rechtecke in sanften Farben machen die Wand zu einer verspielten Komposition. Der Filz ist robust, farbecht und frei von Schadstoffen und dämpft den Lärm beim Spielen. Praktisch auch als Pinnwand für Kinderzeichnungen.',
        },
        en: {
          name: 'FeltLine Kids felt panels for children’s rooms',
          slug: 'felt-panels-for-childrens-rooms',
          summary:
            'Cheerful felt shapes for bedrooms, play corners and classrooms that take the edge off the noise.',
          description:
            'Circles, hexagons and rounded rectangles in soft colours turn the wall into a playful composition. The felt is sturdy, colourfast and free of harmful substances, and it dampens the din of play. It doubles as a pinboard for drawings, too.',
        },
      },
    }),
    panel({
      sku: 'SF-RAFT',
      brandLabel: 'SkyFelt',
      categories: ['ceiling', 'made-to-measure'],
      rating: { average: 4.7, count: 96 },
      rules: raftRules,
      facts: feltFacts(0.9),
      look: { placement: 'ceiling' },
      text: {
        nl: {
          name: 'SkyFelt akoestisch plafondeiland van vilt',
          slug: 'akoestisch-plafondeiland-van-vilt',
          summary: 'Een zwevend plafondeiland van vilt dat galm aanpakt waar de wanden vol staan.',
          description:
            'Het eiland hangt aan vier staalkabels op de hoogte die je zelf kiest, zodat het geluid aan zowel de onder- als de bovenkant wordt opgevangen. Ideaal boven een eettafel, vergadertafel of open keuken. Op maat gemaakt tot 240 × 120 cm, inclusief ophangset.',
        },
        fr: {
          name: 'Îlot acoustique de plafond en feutre SkyFelt',
          slug: 'ilot-acoustique-de-plafond-en-feutre',
          summary:
            'Un îlot de plafond suspendu en feutre qui traite l’écho lorsque les murs sont déjà occupés.',
          description:
            'Suspendu par quatre câbles en acier à la hauteur de votre choix, l’îlot absorbe le son sur ses deux faces. Parfait au-dessus d’une table à manger, d’une table de réunion ou d’une cuisine ouverte. Fabriqué sur mesure jusqu’à 240 × 120 cm, kit de suspension compris.',
        },
        de: {
          name: 'SkyFelt Akustik-Deckensegel aus Filz',
          slug: 'akustik-deckensegel-aus-filz',
          summary:
            'Ein abgehängtes Deckensegel aus Filz, das den Hall bekämpft, wenn die Wände schon belegt sind.',
          description:
            'Das Segel hängt an vier Stahlseilen in der Höhe Ihrer Wahl und nimmt den Schall an Ober- und Unterseite auf. Ideal über Esstisch, Besprechungstisch oder offener Küche. Nach Maß gefertigt bis 240 × 120 cm, inklusive Abhängeset.',
        },
        en: {
          name: 'SkyFelt acoustic felt ceiling raft',
          slug: 'acoustic-felt-ceiling-raft',
          summary:
            'A suspended felt ceiling raft that tackles echo when the walls are already full.',
          description:
            'The raft hangs from four steel cables at the height you choose, so it absorbs sound on both faces. Ideal above a dining table, meeting table or open-plan kitchen. Made to measure up to 240 × 120 cm, suspension kit included.',
        },
      },
    }),
    panel({
      sku: 'SF-BAFFLE',
      brandLabel: 'SkyFelt',
      categories: ['ceiling', 'made-to-measure'],
      rating: { average: 4.6, count: 52 },
      rules: baffleRules,
      facts: feltFacts(0.85),
      look: { placement: 'baffles' },
      text: {
        nl: {
          name: 'SkyFelt akoestische plafondbaffle',
          slug: 'akoestische-plafondbaffle-van-vilt',
          summary:
            'Verticale viltbaffles die in rijen aan het plafond hangen en grote ruimtes hoorbaar rustiger maken.',
          description:
            'Baffles vangen het geluid aan beide zijden op en zijn daardoor bijzonder effectief in hoge ruimtes zoals kantines, open kantoren en restaurants. Hang ze parallel, in visgraat of als golvend lint. Leverbaar tot 240 cm lang en 60 cm hoog, inclusief twee ophangkabels.',
        },
        fr: {
          name: 'Baffle acoustique de plafond SkyFelt',
          slug: 'baffle-acoustique-de-plafond-en-feutre',
          summary:
            'Des baffles verticaux en feutre, suspendus en rangées, qui rendent les grands espaces nettement plus calmes.',
          description:
            'Les baffles absorbent le son sur leurs deux faces et sont donc particulièrement efficaces dans les volumes hauts : cantines, open spaces et restaurants. Suspendez-les en parallèle, en chevrons ou en ruban ondulé. Jusqu’à 240 cm de long et 60 cm de haut, deux câbles de suspension compris.',
        },
        de: {
          name: 'SkyFelt Akustik-Deckenbaffel',
          slug: 'akustik-deckenbaffel-aus-filz',
          summary:
            'Senkrechte Filzbaffeln, in Reihen von der Decke abgehängt, die große Räume hörbar beruhigen.',
          description:
            'Baffeln nehmen den Schall auf beiden Seiten auf und sind daher besonders wirksam in hohen Räumen wie Kantinen, Großraumbüros und Restaurants. Hängen Sie sie parallel, im Fischgrätmuster oder als geschwungenes Band auf. Lieferbar bis 240 cm Länge und 60 cm Höhe, inklusive zwei Abhängeseilen.',
        },
        en: {
          name: 'SkyFelt acoustic ceiling baffle',
          slug: 'acoustic-felt-ceiling-baffle',
          summary:
            'Vertical felt baffles, hung in rows from the ceiling, that make large spaces audibly calmer.',
          description:
            'Baffles absorb sound on both faces, which makes them especially effective in tall spaces such as canteens, open-plan offices and restaurants. Hang them in parallel, in a herringbone or as a flowing ribbon. Up to 240 cm long and 60 cm high, two suspension cables included.',
        },
      },
    }),
    panel({
      sku: 'SF-DISC',
      brandLabel: 'SkyFelt',
      categories: ['ceiling', 'made-to-measure'],
      rating: { average: 4.8, count: 39 },
      rules: discRules,
      facts: feltFacts(0.9),
      look: { placement: 'ceiling' },
      text: {
        nl: {
          name: 'SkyFelt rond plafondeiland',
          slug: 'rond-akoestisch-plafondeiland',
          summary: 'Een rond eiland van vilt boven de tafel of balie, van 60 tot 180 cm doorsnede.',
          description:
            'De ronde vorm sluit mooi aan bij ronde tafels, hanglampen en zithoeken en verzacht het plafondbeeld. Het eiland hangt aan drie staalkabels en is in hoogte verstelbaar. Combineer verschillende diameters en kleuren voor een speels effect in een hoge ruimte.',
        },
        fr: {
          name: 'Îlot de plafond rond SkyFelt',
          slug: 'ilot-acoustique-de-plafond-rond',
          summary:
            'Un îlot rond en feutre au-dessus d’une table ou d’un comptoir, de 60 à 180 cm de diamètre.',
          description:
            'Sa forme ronde s’accorde avec les tables rondes, les suspensions et les coins salon, et adoucit le plafond. L’îlot est suspendu par trois câbles en acier réglables en hauteur. Combinez diamètres et couleurs pour un effet ludique dans un volume haut.',
        },
        de: {
          name: 'SkyFelt rundes Deckensegel',
          slug: 'rundes-akustik-deckensegel',
          summary: 'Ein rundes Filzsegel über Tisch oder Tresen, mit 60 bis 180 cm Durchmesser.',
          description:
            'Die runde Form passt zu runden Tischen, Pendelleuchten und Sitzgruppen und macht das Deckenbild weicher. Das Segel hängt an drei höhenverstellbaren Stahlseilen. Kombinieren Sie verschiedene Durchmesser und Farben für einen verspielten Effekt in hohen Räumen.',
        },
        en: {
          name: 'SkyFelt round ceiling island',
          slug: 'round-acoustic-ceiling-island',
          summary: 'A round felt island above a table or counter, 60 to 180 cm across.',
          description:
            'The round shape echoes round tables, pendant lights and seating areas and softens the look of the ceiling. It hangs from three steel cables that adjust in height. Combine diameters and colours for a playful effect in a tall space.',
        },
      },
    }),
    panel({
      sku: 'SF-TILE',
      brandLabel: 'SkyFelt',
      categories: ['ceiling', 'made-to-measure'],
      rating: { average: 4.4, count: 31 },
      rules: tileRules,
      facts: feltFacts(0.8),
      look: { placement: 'ceiling' },
      text: {
        nl: {
          name: 'SkyFelt viltplafondtegel voor systeemplafonds',
          slug: 'vilt-plafondtegel-voor-systeemplafond',
          summary: 'Een akoestische viltplaat die je zo in een bestaand systeemplafond legt.',
          description:
            'Vervang versleten of kale plafondplaten door vilt in de kleur van je interieur, zonder gereedschap of verbouwing. De tegels passen in gangbare rasters van 60 × 60 en 60 × 120 cm; wij snijden ze tot op 5 mm nauwkeurig op maat.',
        },
        fr: {
          name: 'Dalle de plafond en feutre SkyFelt pour faux plafond',
          slug: 'dalle-de-plafond-en-feutre-pour-faux-plafond',
          summary:
            'Une dalle acoustique en feutre qui se pose directement dans un faux plafond existant.',
          description:
            'Remplacez les dalles usées ou banales par du feutre assorti à votre intérieur, sans outils ni travaux. Les dalles s’adaptent aux trames courantes de 60 × 60 et 60 × 120 cm ; nous les découpons sur mesure à 5 mm près.',
        },
        de: {
          name: 'SkyFelt Filz-Deckenplatte für Rasterdecken',
          slug: 'filz-deckenplatte-fuer-rasterdecken',
          summary:
            'Eine akustische Filzplatte, die Sie einfach in eine bestehende Rasterdecke einlegen.',
          description:
            'Ersetzen Sie abgenutzte oder schlichte Deckenplatten durch Filz in der Farbe Ihrer Einrichtung – ohne Werkzeug und ohne Umbau. Die Platten passen in gängige Raster von 60 × 60 und 60 × 120 cm; wir schneiden sie auf 5 mm genau zu.',
        },
        en: {
          name: 'SkyFelt felt ceiling tile for grid ceilings',
          slug: 'felt-ceiling-tile-for-grid-ceilings',
          summary:
            'An acoustic felt tile that drops straight into an existing suspended grid ceiling.',
          description:
            'Swap tired or plain ceiling tiles for felt in the colours of your interior, with no tools and no building work. The tiles fit standard 60 × 60 and 60 × 120 cm grids; we cut them to size to within 5 mm.',
        },
      },
    }),
    photoprint({
      sku: 'PF-OWN',
      brandLabel: 'PrintFelt',
      categories: ['photo-prints', 'made-to-measure'],
      rating: { average: 4.7, count: 184 },
      rules: printRules,
      facts: printFacts,
      scene: 'sea',
      text: {
        nl: {
          name: 'PrintFelt eigen foto op akoestisch paneel',
          slug: 'eigen-foto-op-akoestisch-paneel',
          summary: 'Jouw favoriete foto, haarscherp gedrukt op een geluidsabsorberend paneel.',
          description:
            'Upload een vakantiefoto, familieportret of je eigen ontwerp en wij drukken het op een stevig akoestisch paneel. Zo hang je kunst aan de muur die tegelijk galm dempt. In de configurator zie je meteen of je foto scherp genoeg is voor het gekozen formaat.',
        },
        fr: {
          name: 'Votre photo sur panneau acoustique PrintFelt',
          slug: 'votre-photo-sur-panneau-acoustique',
          summary:
            'Votre photo préférée, imprimée en haute définition sur un panneau qui absorbe le son.',
          description:
            'Téléchargez une photo de vacances, un portrait de famille ou votre propre création : nous l’imprimons sur un panneau acoustique robuste. Vous accrochez ainsi une œuvre qui atténue aussi l’écho. Le configurateur vous indique tout de suite si la résolution suffit pour le format choisi.',
        },
        de: {
          name: 'PrintFelt eigenes Foto auf Akustikpaneel',
          slug: 'eigenes-foto-auf-akustikpaneel',
          summary:
            'Ihr Lieblingsfoto, gestochen scharf gedruckt auf ein schallabsorbierendes Paneel.',
          description:
            'Laden Sie ein Urlaubsfoto, ein Familienporträt oder Ihr eigenes Design hoch – wir drucken es auf ein stabiles Akustikpaneel. So hängt Kunst an der Wand, die zugleich den Hall dämpft. Der Konfigurator zeigt Ihnen sofort, ob Ihr Foto für das gewählte Format scharf genug ist.',
        },
        en: {
          name: 'PrintFelt your own photo on an acoustic panel',
          slug: 'your-own-photo-on-an-acoustic-panel',
          summary: 'Your favourite photo, printed pin-sharp on a sound-absorbing panel.',
          description:
            'Upload a holiday snap, a family portrait or your own design and we print it on a sturdy acoustic panel. That way the art on your wall quietens the room, too. The configurator tells you straight away whether your photo is sharp enough for the size you pick.',
        },
      },
    }),
    photoprint({
      sku: 'PF-FOREST',
      brandLabel: 'PrintFelt',
      categories: ['photo-prints', 'made-to-measure'],
      rating: { average: 4.8, count: 73 },
      rules: printRules,
      facts: printFacts,
      scene: 'forest',
      text: {
        nl: {
          name: 'PrintFelt akoestisch schilderij Mistig bos',
          slug: 'akoestisch-schilderij-mistig-bos',
          summary: 'Een serene bosscène in groen en grijs op een geluiddempend paneel.',
          description:
            'Rijen dennenbomen die in de ochtendmist verdwijnen brengen de rust van het bos naar je woonkamer of praktijkruimte. Het paneel oogt als een canvas maar dempt galm als een akoestisch paneel. Leverbaar in vier formaten tot 150 × 100 cm.',
        },
        fr: {
          name: 'Tableau acoustique PrintFelt Forêt dans la brume',
          slug: 'tableau-acoustique-foret-dans-la-brume',
          summary: 'Une forêt sereine en vert et gris, sur un panneau qui atténue le bruit.',
          description:
            'Des rangées de sapins qui se perdent dans la brume matinale apportent le calme de la forêt dans votre salon ou votre cabinet. Le panneau a l’allure d’une toile mais absorbe l’écho comme un panneau acoustique. Disponible en quatre formats jusqu’à 150 × 100 cm.',
        },
        de: {
          name: 'PrintFelt Akustikbild Nebelwald',
          slug: 'akustikbild-nebelwald',
          summary: 'Eine ruhige Waldszene in Grün und Grau auf einem schalldämpfenden Paneel.',
          description:
            'Reihen von Tannen, die sich im Morgennebel verlieren, holen die Ruhe des Waldes in Ihr Wohnzimmer oder Ihre Praxis. Das Paneel wirkt wie eine Leinwand, dämpft aber den Hall wie ein Akustikpaneel. Erhältlich in vier Formaten bis 150 × 100 cm.',
        },
        en: {
          name: 'PrintFelt acoustic art Misty forest',
          slug: 'acoustic-art-misty-forest',
          summary: 'A serene forest scene in greens and greys on a sound-absorbing panel.',
          description:
            'Rows of pines fading into the morning mist bring the calm of the woods into your living room or practice. The panel looks like a canvas but tames echo like an acoustic panel. Available in four sizes up to 150 × 100 cm.',
        },
      },
    }),
    photoprint({
      sku: 'PF-DUNES',
      brandLabel: 'PrintFelt',
      categories: ['photo-prints', 'made-to-measure'],
      rating: { average: 4.6, count: 47 },
      rules: printRules,
      facts: printFacts,
      scene: 'dunes',
      text: {
        nl: {
          name: 'PrintFelt akoestisch schilderij Zandduinen',
          slug: 'akoestisch-schilderij-zandduinen',
          summary: 'Warme zandtinten en een laagstaande zon voor een zonnige, rustgevende wand.',
          description:
            'Golvende duinen in oker, zand en terracotta passen moeiteloos bij natuurlijke materialen en aardse kleuren. Achter de print zit een kern van akoestisch vilt die stemmen en voetstappen dempt. Kies 20 of 40 mm dikte voor extra absorptie.',
        },
        fr: {
          name: 'Tableau acoustique PrintFelt Dunes de sable',
          slug: 'tableau-acoustique-dunes-de-sable',
          summary: 'Des tons sable chaleureux et un soleil bas pour un mur lumineux et apaisant.',
          description:
            'Des dunes ondulantes en ocre, sable et terre cuite s’accordent naturellement avec les matières brutes et les couleurs terreuses. Derrière l’impression, une âme en feutre acoustique amortit les voix et les bruits de pas. Choisissez 20 ou 40 mm d’épaisseur pour plus d’absorption.',
        },
        de: {
          name: 'PrintFelt Akustikbild Sanddünen',
          slug: 'akustikbild-sandduenen',
          summary: 'Warme Sandtöne und eine tief stehende Sonne für eine sonnige, entspannte Wand.',
          description:
            'Sanft geschwungene Dünen in Ocker, Sand und Terrakotta passen mühelos zu Naturmaterialien und erdigen Farben. Hinter dem Druck steckt ein Kern aus Akustikfilz, der Stimmen und Schritte dämpft. Wählen Sie 20 oder 40 mm Stärke für noch mehr Absorption.',
        },
        en: {
          name: 'PrintFelt acoustic art Sand dunes',
          slug: 'acoustic-art-sand-dunes',
          summary: 'Warm sandy tones and a low sun for a sunny, restful wall.',
          description:
            'Rolling dunes in ochre, sand and terracotta sit effortlessly with natural materials and earthy colours. Behind the print, an acoustic felt core softens voices and footsteps. Choose 20 or 40 mm thickness for extra absorption.',
        },
      },
    }),
    photoprint({
      sku: 'PF-TULIPS',
      brandLabel: 'PrintFelt',
      categories: ['photo-prints', 'made-to-measure'],
      rating: { average: 4.9, count: 61 },
      rules: printRules,
      facts: printFacts,
      scene: 'tulips',
      text: {
        nl: {
          name: 'PrintFelt akoestisch schilderij Tulpenvelden',
          slug: 'akoestisch-schilderij-tulpenvelden',
          summary:
            'Kleurrijke Hollandse bollenvelden met een molen aan de horizon, op een akoestisch paneel.',
          description:
            'Rijen rode, gele en roze tulpen lopen door tot aan de horizon: een vrolijke blikvanger in de hal, de kantine of de ontvangstruimte. De print is kleurvast en geurloos en het paneel dempt nagalm. Verkrijgbaar van 60 × 40 tot 150 × 100 cm.',
        },
        fr: {
          name: 'Tableau acoustique PrintFelt Champs de tulipes',
          slug: 'tableau-acoustique-champs-de-tulipes',
          summary:
            'Des champs de tulipes hollandais hauts en couleur, un moulin à l’horizon, sur un panneau acoustique.',
          description:
            'Des rangées de tulipes rouges, jaunes et roses filent jusqu’à l’horizon : un point de mire joyeux pour l’entrée, la cafétéria ou l’accueil. L’impression résiste à la lumière et ne dégage aucune odeur, et le panneau réduit la réverbération. Disponible de 60 × 40 à 150 × 100 cm.',
        },
        de: {
          name: 'PrintFelt Akustikbild Tulpenfelder',
          slug: 'akustikbild-tulpenfelder',
          summary:
            'Farbenfrohe holländische Tulpenfelder mit einer Windmühle am Horizont, auf einem Akustikpaneel.',
          description:
            'Reihen roter, gelber und rosa Tulpen ziehen sich bis zum Horizont – ein fröhlicher Blickfang für Flur, Kantine oder Empfang. Der Druck ist lichtecht und geruchlos, das Paneel verringert den Nachhall. Erhältlich von 60 × 40 bis 150 × 100 cm.',
        },
        en: {
          name: 'PrintFelt acoustic art Tulip fields',
          slug: 'acoustic-art-tulip-fields',
          summary:
            'Colourful Dutch bulb fields with a windmill on the horizon, on an acoustic panel.',
          description:
            'Rows of red, yellow and pink tulips run all the way to the horizon: a cheerful eye-catcher for a hallway, canteen or reception. The print is fade-resistant and odourless, and the panel cuts reverberation. Available from 60 × 40 to 150 × 100 cm.',
        },
      },
    }),
    mountingAdhesive({
      brandLabel: 'FeltLine',
      categories: ['accessories'],
      rating: { average: 4.6, count: 139 },
      colour: getBrand('easy-felt').theme.primary,
    }),
    mountingClips({
      brandLabel: 'FeltLine',
      categories: ['accessories'],
      rating: { average: 4.5, count: 102 },
    }),
    suspensionKit({
      brandLabel: 'SkyFelt',
      categories: ['accessories', 'ceiling'],
      rating: { average: 4.4, count: 36 },
    }),
    standard({
      sku: 'ACC-SAMPLES',
      brandLabel: 'FeltLine',
      categories: ['accessories'],
      rating: { average: 4.9, count: 221 },
      priceCents: 495,
      item: 'samples',
      text: {
        nl: {
          name: 'Kleurstalen vilt (alle kleuren)',
          slug: 'kleurstalen-akoestisch-vilt',
          summary:
            'Alle viltkleuren als staal van 10 × 5 cm, om thuis naast je interieur te houden.',
          description:
            'Kleuren op een scherm wijken altijd wat af: met de stalen in je hand kies je met zekerheid. Je ontvangt een waaier met alle kleuren in 12 mm vilt. Het bedrag verrekenen we met je eerste bestelling van panelen.',
        },
        fr: {
          name: 'Nuancier de feutre (toutes les couleurs)',
          slug: 'nuancier-de-feutre-acoustique',
          summary:
            'Toutes les couleurs de feutre en échantillons de 10 × 5 cm, à comparer chez vous avec votre intérieur.',
          description:
            'Les couleurs à l’écran sont toujours un peu différentes : échantillons en main, vous choisissez en toute confiance. Vous recevez un nuancier de toutes les couleurs en feutre de 12 mm. Le montant est déduit de votre première commande de panneaux.',
        },
        de: {
          name: 'Farbmuster Filz (alle Farben)',
          slug: 'farbmuster-akustikfilz',
          summary:
            'Alle Filzfarben als Muster von 10 × 5 cm, damit Sie sie zu Hause mit Ihrer Einrichtung vergleichen.',
          description:
            'Farben am Bildschirm weichen immer etwas ab – mit den Mustern in der Hand wählen Sie sicher. Sie erhalten einen Fächer mit allen Farben in 12 mm Filz. Den Betrag verrechnen wir mit Ihrer ersten Paneelbestellung.',
        },
        en: {
          name: 'Felt colour samples (all colours)',
          slug: 'acoustic-felt-colour-samples',
          summary:
            'Every felt colour as a 10 × 5 cm swatch, to hold up against your interior at home.',
          description:
            'Colours on screen are never quite right: with the swatches in your hand, you can choose with confidence. You receive a fan of all colours in 12 mm felt. We deduct the amount from your first order of panels.',
        },
      },
      specs: specRows([
        [
          'contents',
          {
            nl: '21 stalen van 10 × 5 cm',
            fr: '21 échantillons de 10 × 5 cm',
            de: '21 Muster à 10 × 5 cm',
            en: '21 swatches of 10 × 5 cm',
          },
        ],
        ['thickness', '12 mm'],
        ['material', materials.petFelt],
        ['fireClass', 'B-s1,d0'],
      ]),
    }),
    standard({
      sku: 'ACC-VELCRO',
      brandLabel: 'FeltLine',
      categories: ['accessories'],
      rating: { average: 4.3, count: 84 },
      priceCents: 995,
      item: 'velcro',
      text: {
        nl: {
          name: 'Klittenbandstrips voor panelen (10 paar)',
          slug: 'klittenbandstrips-voor-panelen',
          summary:
            'Zelfklevende klittenbandstrips om lichte viltpanelen en tegels zonder boren op te hangen.',
          description:
            'Plak de ene helft op de muur en de andere op het paneel: het paneel hangt stevig en je kunt het later verschuiven of weghalen. Geschikt voor panelen van 9 en 12 mm tot ongeveer 1 m². Werkt het best op gladde, stofvrije ondergronden.',
        },
        fr: {
          name: 'Bandes auto-agrippantes pour panneaux (10 paires)',
          slug: 'bandes-auto-agrippantes-pour-panneaux',
          summary:
            'Des bandes auto-agrippantes adhésives pour fixer panneaux légers et dalles en feutre sans percer.',
          description:
            'Collez une moitié au mur et l’autre au dos du panneau : il tient fermement et vous pouvez le déplacer ou l’enlever plus tard. Convient aux panneaux de 9 et 12 mm jusqu’à environ 1 m². Fonctionne le mieux sur un support lisse et dépoussiéré.',
        },
        de: {
          name: 'Klettstreifen für Paneele (10 Paar)',
          slug: 'klettstreifen-fuer-paneele',
          summary:
            'Selbstklebende Klettstreifen, mit denen Sie leichte Filzpaneele und -fliesen ohne Bohren anbringen.',
          description:
            'Eine Hälfte kommt an die Wand, die andere ans Paneel: Es hält fest und lässt sich später versetzen oder abnehmen. Geeignet für Paneele mit 9 und 12 mm bis etwa 1 m². Am besten auf glatten, staubfreien Untergründen.',
        },
        en: {
          name: 'Hook-and-loop strips for panels (10 pairs)',
          slug: 'hook-and-loop-strips-for-panels',
          summary:
            'Self-adhesive hook-and-loop strips to hang light felt panels and tiles without drilling.',
          description:
            'Stick one half to the wall and the other to the panel: it holds firmly, and you can move or remove it later. Suitable for 9 and 12 mm panels up to about 1 m². Works best on smooth, dust-free surfaces.',
        },
      },
      specs: specRows([
        [
          'contents',
          {
            nl: '10 paar strips',
            fr: '10 paires de bandes',
            de: '10 Paar Streifen',
            en: '10 pairs of strips',
          },
        ],
        ['dimensions', '100 × 25 mm'],
        [
          'suitableFor',
          {
            nl: 'Panelen van 9 en 12 mm tot ca. 1 m²',
            fr: 'Panneaux de 9 et 12 mm jusqu’à env. 1 m²',
            de: 'Paneele mit 9 und 12 mm bis ca. 1 m²',
            en: '9 and 12 mm panels up to approx. 1 m²',
          },
        ],
        [
          'coverage',
          {
            nl: 'ca. 2 m² panelen',
            fr: 'env. 2 m² de panneaux',
            de: 'ca. 2 m² Paneele',
            en: 'approx. 2 m² of panels',
          },
        ],
      ]),
    }),
    acousticMeasurement({
      brandLabel: 'FeltLine',
      categories: ['accessories'],
      rating: { average: 4.9, count: 27 },
      priceCents: 34500,
    }),
  ],
};
