import { getBrand } from '@shop/site';
import type { CatalogueSeed } from '../types';
import { colour, colours, palette } from './colours';
import { materials } from './materials';
import { foamFacts, panel, photoprint, standard } from './products';
import { panelRules, photoprintRules, range } from './rules';
import { absorption, specRows } from './specs';

const flatRules = panelRules({
  material: 'foam',
  width: range(200, 2000),
  height: range(200, 1000),
  thicknesses: [
    [30, 4500],
    [50, 6500],
    [100, 11500],
  ],
  colours: [
    ...colours('anthracite', 'black', 'graphite', 'light-grey', 'navy', 'burgundy', 'petrol'),
    colour('white', { only: [50, 100] }),
    colour('sand', { only: [30, 50] }),
  ],
  shapes: ['rectangle', 'rounded', 'circle', 'hexagon'],
  mountings: ['none', 'glue', 'clips'],
  minimumPriceCents: 1900,
});

const pyramidRules = panelRules({
  material: 'foam',
  width: range(300, 2000),
  height: range(300, 1000),
  thicknesses: [
    [30, 5200],
    [50, 6900],
    [100, 12500],
  ],
  colours: [
    ...colours('anthracite', 'black', 'graphite', 'navy', 'burgundy'),
    colour('petrol', { only: [50, 100] }),
  ],
  mountings: ['none', 'glue'],
  minimumPriceCents: 1900,
});

const wedgeRules = panelRules({
  material: 'foam',
  width: range(300, 2000),
  height: range(300, 1000),
  thicknesses: [
    [50, 6900],
    [100, 12500],
  ],
  colours: colours('graphite', 'black', 'anthracite', 'navy', 'burgundy', 'light-grey'),
  mountings: ['none', 'glue'],
  minimumPriceCents: 2200,
});

const eggRules = panelRules({
  material: 'foam',
  width: range(300, 2000),
  height: range(300, 1000),
  thicknesses: [
    [30, 4500],
    [50, 5900],
  ],
  colours: colours('black', 'anthracite', 'graphite', 'navy', 'burgundy'),
  shapes: ['rounded', 'rectangle'],
  mountings: ['none', 'glue'],
  minimumPriceCents: 1500,
});

const hexagonRules = panelRules({
  material: 'foam',
  width: range(200, 600),
  height: range(200, 600),
  thicknesses: [
    [30, 5900],
    [50, 7900],
  ],
  colours: [
    ...colours('burgundy', 'anthracite', 'black', 'light-grey', 'navy', 'petrol'),
    colour('sand', { only: [30] }),
    colour('white', { only: [50] }),
  ],
  shapes: ['hexagon'],
  mountings: ['glue'],
  minimumPriceCents: 900,
});

const melamineRules = panelRules({
  material: 'foam',
  width: range(200, 1200),
  height: range(200, 600),
  thicknesses: [
    [30, 9900],
    [50, 13900],
    [100, 18900],
  ],
  colours: [...colours('white', 'light-grey'), colour('anthracite', { only: [50, 100] })],
  shapes: ['rectangle', 'rounded'],
  mountings: ['none', 'glue', 'clips', 'rail'],
  minimumPriceCents: 2900,
});

const cloudRules = panelRules({
  material: 'foam',
  width: range(600, 2000),
  height: range(600, 1000),
  thicknesses: [
    [50, 8900],
    [100, 14900],
  ],
  colours: colours('anthracite', 'black', 'light-grey', 'navy', 'burgundy'),
  shapes: ['rectangle', 'rounded', 'circle'],
  mountings: ['cable'],
  // Four cables and grippers instead of the usual two.
  mountingPrices: { cable: 2900 },
  minimumPriceCents: 5900,
});

const discRules = panelRules({
  material: 'foam',
  width: range(300, 1200),
  height: range(300, 1200),
  thicknesses: [
    [30, 5500],
    [50, 7500],
  ],
  colours: colours('petrol', 'anthracite', 'black', 'burgundy', 'navy', 'light-grey'),
  shapes: ['circle'],
  mountings: ['glue', 'clips'],
  minimumPriceCents: 1500,
});

const slotRules = panelRules({
  material: 'foam',
  width: range(300, 2000),
  height: range(300, 1000),
  thicknesses: [
    [50, 7200],
    [100, 12900],
  ],
  colours: colours('anthracite', 'black', 'graphite', 'light-grey', 'navy', 'burgundy'),
  mountings: ['none', 'glue', 'clips'],
  minimumPriceCents: 2400,
});

const cornerRules = panelRules({
  material: 'foam',
  width: range(250, 400),
  height: range(600, 2400),
  thicknesses: [
    [100, 14900],
    [200, 18900],
  ],
  colours: colours('anthracite', 'black', 'graphite', 'navy', 'burgundy'),
  mountings: ['none', 'glue'],
  minimumPriceCents: 4900,
});

const broadbandRules = panelRules({
  material: 'foam',
  width: range(600, 1200),
  height: range(600, 1200),
  thicknesses: [
    [100, 11900],
    [150, 15900],
  ],
  colours: colours('graphite', 'anthracite', 'black', 'navy', 'light-grey'),
  shapes: ['rectangle', 'rounded'],
  mountings: ['clips', 'rail'],
  minimumPriceCents: 4900,
});

const wedgeCornerRules = panelRules({
  material: 'foam',
  width: range(250, 400),
  height: range(300, 1200),
  thicknesses: [
    [100, 13900],
    [200, 17900],
  ],
  colours: colours('black', 'anthracite', 'navy', 'burgundy'),
  mountings: ['none', 'glue'],
  minimumPriceCents: 3900,
});

const edgeRules = panelRules({
  material: 'foam',
  width: range(200, 350),
  height: range(600, 2400),
  thicknesses: [
    [100, 12900],
    [150, 15900],
  ],
  colours: colours('navy', 'anthracite', 'black', 'graphite'),
  mountings: ['glue'],
  minimumPriceCents: 3500,
});

const printRules = photoprintRules({
  thicknesses: [
    [30, 0],
    [50, 12],
  ],
});
const printFacts = { material: materials.printOnFoam, fireClass: 'C-s2,d0', alphaW: 0.7 };
const stoneWool = '#b9a46a';

export const fibersFoamsCatalogue: CatalogueSeed = {
  categories: [
    {
      key: 'foam-panels',
      artwork: {
        kind: 'panel',
        material: 'foam',
        shape: 'rectangle',
        surface: 'pyramid',
        placement: 'wall',
        colours: [palette.anthracite, palette.navy, palette.burgundy],
      },
      text: {
        nl: {
          name: 'Schuimpanelen',
          slug: 'akoestische-schuimpanelen',
          description:
            'Akoestisch schuim voor studio, oefenruimte, thuisbioscoop en gameroom: vlak, piramide, wedge of eierdoos, op maat gesneden.',
        },
        fr: {
          name: 'Panneaux en mousse',
          slug: 'panneaux-en-mousse-acoustique',
          description:
            'De la mousse acoustique pour studio, local de répétition, home cinéma et salle de jeux : plate, pyramidale, biseautée ou alvéolée, découpée sur mesure.',
        },
        de: {
          name: 'Schaumstoffplatten',
          slug: 'akustik-schaumstoffplatten',
          description:
            'Akustikschaum für Studio, Proberaum, Heimkino und Gaming-Zimmer: glatt, Pyramide, Keil oder Noppen, nach Maß zugeschnitten.',
        },
        en: {
          name: 'Foam panels',
          slug: 'acoustic-foam-panels',
          description:
            'Acoustic foam for studios, rehearsal rooms, home cinemas and gaming rooms: flat, pyramid, wedge or egg-crate, cut to size.',
        },
      },
    },
    {
      key: 'bass-traps',
      artwork: {
        kind: 'panel',
        material: 'foam',
        shape: 'rectangle',
        surface: 'wedge',
        placement: 'corner',
        colours: [palette.black, palette.anthracite, palette.navy],
      },
      text: {
        nl: {
          name: 'Bass traps',
          slug: 'bass-traps',
          description:
            'Dikke absorbers voor hoeken en wanden die dreunende lage tonen en staande golven temmen.',
        },
        fr: {
          name: 'Pièges à basses',
          slug: 'pieges-a-basses',
          description:
            'Des absorbeurs épais pour angles et murs qui domptent les basses envahissantes et les ondes stationnaires.',
        },
        de: {
          name: 'Bassfallen',
          slug: 'bassfallen',
          description:
            'Dicke Absorber für Ecken und Wände, die dröhnende Bässe und stehende Wellen bändigen.',
        },
        en: {
          name: 'Bass traps',
          slug: 'bass-traps',
          description:
            'Thick absorbers for corners and walls that tame boomy bass and standing waves.',
        },
      },
    },
    {
      key: 'insulation',
      artwork: { kind: 'item', item: 'fibre-slabs', colour: stoneWool },
      text: {
        nl: {
          name: 'Isolatievezels',
          slug: 'isolatievezels',
          description:
            'Steenwol, PET-vezel en gerecycled katoen om wanden, plafonds en akoestische frames te vullen.',
        },
        fr: {
          name: 'Fibres isolantes',
          slug: 'fibres-isolantes',
          description:
            'Laine de roche, fibre PET et coton recyclé pour garnir murs, plafonds et cadres acoustiques.',
        },
        de: {
          name: 'Dämmfasern',
          slug: 'daemmfasern',
          description:
            'Steinwolle, PET-Faser und recycelte Baumwolle zum Füllen von Wänden, Decken und Akustikrahmen.',
        },
        en: {
          name: 'Insulation fibres',
          slug: 'insulation-fibres',
          description:
            'Stone wool, PET fibre and recycled cotton to fill walls, ceilings and acoustic frames.',
        },
      },
    },
    {
      key: 'photo-prints',
      artwork: { kind: 'photoprint', scene: 'aurora' },
      text: {
        nl: {
          name: 'Fotoprints',
          slug: 'fotoprints',
          description:
            'Foto’s en artwork op akoestisch schuim: je studio of gameroom in je eigen stijl.',
        },
        fr: {
          name: 'Impressions photo',
          slug: 'impressions-photo',
          description:
            'Photos et visuels sur mousse acoustique : votre studio ou votre salle de jeux à votre image.',
        },
        de: {
          name: 'Fotodrucke',
          slug: 'fotodrucke',
          description:
            'Fotos und Artwork auf Akustikschaum: Ihr Studio oder Gaming-Zimmer in Ihrem Stil.',
        },
        en: {
          name: 'Photo prints',
          slug: 'photo-prints',
          description:
            'Photos and artwork on acoustic foam: your studio or gaming room, your style.',
        },
      },
    },
  ],
  products: [
    panel({
      sku: 'FOAM-FLAT',
      brandLabel: 'StudioFoam',
      categories: ['foam-panels'],
      rating: { average: 4.6, count: 248 },
      rules: flatRules,
      facts: foamFacts(0.95),
      text: {
        nl: {
          name: 'StudioFoam vlak akoestisch schuimpaneel op maat',
          slug: 'vlak-akoestisch-schuimpaneel-op-maat',
          summary: 'Strak, vlak akoestisch schuim in 30, 50 of 100 mm, op de centimeter gesneden.',
          description:
            'Het open-cellige polyetherschuim absorbeert midden- en hoge tonen zeer effectief en geeft je studio, oefenruimte of thuisbioscoop een rustig, strak uiterlijk. Kies maat, dikte, kleur en vorm; wij snijden elk paneel met een oscillerend mes voor zuivere randen. Met 100 mm pak je ook het lage middengebied aan.',
        },
        fr: {
          name: 'Panneau en mousse acoustique plate StudioFoam sur mesure',
          slug: 'panneau-en-mousse-acoustique-plate-sur-mesure',
          summary:
            'Une mousse acoustique plate et nette en 30, 50 ou 100 mm, découpée au centimètre près.',
          description:
            'Cette mousse polyéther à cellules ouvertes absorbe très efficacement les médiums et les aigus et donne à votre studio, local de répétition ou home cinéma un aspect sobre et net. Choisissez dimensions, épaisseur, couleur et forme : nous découpons chaque panneau à la lame oscillante pour des chants impeccables. En 100 mm, elle traite aussi le bas médium.',
        },
        de: {
          name: 'StudioFoam glatte Akustikschaumstoffplatte nach Maß',
          slug: 'glatte-akustikschaumstoffplatte-nach-mass',
          summary:
            'Glatter, klarer Akustikschaum in 30, 50 oder 100 mm, zentimetergenau zugeschnitten.',
          description:
            'Der offenzellige Polyetherschaum absorbiert Mitten und Höhen sehr wirksam und gibt Ihrem Studio, Proberaum oder Heimkino eine ruhige, klare Optik. Wählen Sie Maß, Stärke, Farbe und Form – wir schneiden jede Platte mit dem Oszillationsmesser für saubere Kanten. Mit 100 mm erfassen Sie auch die unteren Mitten.',
        },
        en: {
          name: 'StudioFoam flat acoustic foam panel, made to measure',
          slug: 'flat-acoustic-foam-panel-made-to-measure',
          summary: 'Clean, flat acoustic foam in 30, 50 or 100 mm, cut to the centimetre.',
          description:
            'The open-cell polyether foam absorbs mid and high frequencies very effectively and gives your studio, rehearsal room or home cinema a calm, clean look. Choose the size, thickness, colour and shape; we cut each panel with an oscillating blade for crisp edges. At 100 mm it tackles the lower mids, too.',
        },
      },
    }),
    panel({
      sku: 'FOAM-PYRAMID',
      brandLabel: 'StudioFoam',
      categories: ['foam-panels'],
      rating: { average: 4.5, count: 173 },
      rules: pyramidRules,
      facts: foamFacts(0.9),
      look: { surface: 'pyramid' },
      text: {
        nl: {
          name: 'StudioFoam piramideschuim',
          slug: 'akoestisch-piramideschuim',
          summary:
            'Klassiek piramideschuim dat flutterecho’s breekt en reflecties in opnameruimtes dempt.',
          description:
            'Het piramideprofiel vergroot het absorberende oppervlak en verstrooit de reflecties die nog overblijven. Daardoor klinkt je opname droog en gedefinieerd, zonder dat de ruimte dood aanvoelt. Op maat gesneden tot 200 × 100 cm, in zes kleuren.',
        },
        fr: {
          name: 'Mousse pyramidale StudioFoam',
          slug: 'mousse-acoustique-pyramidale',
          summary:
            'La mousse pyramidale classique qui casse les échos flottants et maîtrise les réflexions en cabine.',
          description:
            'Le profil pyramidal augmente la surface absorbante et diffuse les réflexions restantes. Vos prises sonnent sèches et précises, sans que la pièce paraisse éteinte. Découpée sur mesure jusqu’à 200 × 100 cm, en six couleurs.',
        },
        de: {
          name: 'StudioFoam Pyramidenschaum',
          slug: 'akustik-pyramidenschaumstoff',
          summary:
            'Klassischer Pyramidenschaum, der Flatterechos bricht und Reflexionen in Aufnahmeräumen zähmt.',
          description:
            'Das Pyramidenprofil vergrößert die absorbierende Oberfläche und streut die verbleibenden Reflexionen. So klingen Ihre Aufnahmen trocken und definiert, ohne dass der Raum tot wirkt. Nach Maß geschnitten bis 200 × 100 cm, in sechs Farben.',
        },
        en: {
          name: 'StudioFoam pyramid foam',
          slug: 'acoustic-pyramid-foam',
          summary:
            'Classic pyramid foam that breaks up flutter echo and tames reflections in recording rooms.',
          description:
            'The pyramid profile increases the absorbing surface and scatters whatever reflections remain. Your recordings sound dry and defined without the room feeling dead. Cut to size up to 200 × 100 cm, in six colours.',
        },
      },
    }),
    panel({
      sku: 'FOAM-WEDGE',
      brandLabel: 'StudioFoam',
      categories: ['foam-panels'],
      rating: { average: 4.6, count: 129 },
      rules: wedgeRules,
      facts: foamFacts(0.9),
      look: { surface: 'wedge' },
      text: {
        nl: {
          name: 'StudioFoam wedgeschuim',
          slug: 'akoestisch-wedgeschuim',
          summary:
            'Schuimpanelen met een wigprofiel voor vocal booths, controlrooms en podcaststudio’s.',
          description:
            'De schuine wiggen vangen geluid uit verschillende richtingen op en geven de wand een strak, professioneel ritme. Draai de panelen om en om een kwartslag voor een gelijkmatiger resultaat. Verkrijgbaar in 50 en 100 mm, op maat gesneden.',
        },
        fr: {
          name: 'Mousse biseautée StudioFoam',
          slug: 'mousse-acoustique-biseautee',
          summary:
            'Des panneaux en mousse à profil biseauté pour cabines voix, régies et studios de podcast.',
          description:
            'Les biseaux captent le son venant de plusieurs directions et donnent au mur un rythme net et professionnel. Tournez un panneau sur deux d’un quart de tour pour un résultat plus homogène. Disponible en 50 et 100 mm, découpée sur mesure.',
        },
        de: {
          name: 'StudioFoam Keilschaum',
          slug: 'akustik-keilschaumstoff',
          summary:
            'Schaumstoffplatten mit Keilprofil für Gesangskabinen, Regieräume und Podcaststudios.',
          description:
            'Die schrägen Keile fangen Schall aus verschiedenen Richtungen ein und geben der Wand einen klaren, professionellen Rhythmus. Drehen Sie die Platten abwechselnd um 90 Grad für ein gleichmäßigeres Ergebnis. Erhältlich in 50 und 100 mm, nach Maß zugeschnitten.',
        },
        en: {
          name: 'StudioFoam wedge foam',
          slug: 'acoustic-wedge-foam',
          summary: 'Wedge-profile foam panels for vocal booths, control rooms and podcast studios.',
          description:
            'The angled wedges catch sound from several directions and give the wall a crisp, professional rhythm. Turn alternate panels through 90 degrees for a more even result. Available in 50 and 100 mm, cut to size.',
        },
      },
    }),
    panel({
      sku: 'FOAM-EGG',
      brandLabel: 'StudioFoam',
      categories: ['foam-panels'],
      rating: { average: 4.2, count: 96 },
      rules: eggRules,
      facts: foamFacts(0.75),
      look: { surface: 'egg' },
      text: {
        nl: {
          name: 'StudioFoam eierdoosschuim',
          slug: 'akoestisch-eierdoosschuim',
          summary:
            'Voordelig noppenschuim dat galm in oefenruimtes, gamerooms en werkplaatsen flink terugdringt.',
          description:
            'Het golvende noppenprofiel absorbeert vooral de midden- en hoge tonen die een ruimte hol laten klinken. Een budgetvriendelijke keuze als je grote oppervlakken wilt bekleden. Ook handig als demping in flightcases en machinebehuizingen.',
        },
        fr: {
          name: 'Mousse alvéolée StudioFoam',
          slug: 'mousse-acoustique-alveolee',
          summary:
            'Une mousse alvéolée économique qui réduit nettement l’écho des locaux de répétition, salles de jeux et ateliers.',
          description:
            'Son profil ondulé absorbe surtout les médiums et les aigus qui font sonner une pièce creuse. Un choix économique pour habiller de grandes surfaces. Pratique aussi pour amortir l’intérieur de flight-cases et de capots de machines.',
        },
        de: {
          name: 'StudioFoam Noppenschaum',
          slug: 'akustik-noppenschaumstoff',
          summary:
            'Günstiger Noppenschaum, der den Hall in Proberäumen, Gaming-Zimmern und Werkstätten deutlich senkt.',
          description:
            'Das wellige Noppenprofil absorbiert vor allem die Mitten und Höhen, die einen Raum hohl klingen lassen. Eine preiswerte Wahl, wenn Sie große Flächen verkleiden möchten. Praktisch auch zur Dämpfung in Flightcases und Maschinengehäusen.',
        },
        en: {
          name: 'StudioFoam egg-crate foam',
          slug: 'acoustic-egg-crate-foam',
          summary:
            'Affordable egg-crate foam that cuts echo in rehearsal rooms, gaming rooms and workshops.',
          description:
            'The undulating profile mainly absorbs the mids and highs that make a room sound hollow. A budget-friendly choice when you want to cover large areas. Also handy for lining flight cases and machine housings.',
        },
      },
    }),
    panel({
      sku: 'FOAM-HEXA',
      brandLabel: 'StudioFoam',
      categories: ['foam-panels'],
      rating: { average: 4.7, count: 154 },
      rules: hexagonRules,
      facts: foamFacts(0.7),
      text: {
        nl: {
          name: 'StudioFoam zeshoekige schuimpanelen',
          slug: 'zeshoekige-akoestische-schuimpanelen',
          summary:
            'Zeshoekige schuimpanelen voor een strak honingraatpatroon achter je bureau of drumstel.',
          description:
            'Combineer twee of drie kleuren tot een patroon dat goed in beeld staat bij streams en videocalls. Het schuim dempt de reflecties die je microfoon anders oppikt. Licht van gewicht en eenvoudig vast te zetten met spuitlijm.',
        },
        fr: {
          name: 'Panneaux en mousse hexagonaux StudioFoam',
          slug: 'panneaux-en-mousse-acoustique-hexagonaux',
          summary:
            'Des panneaux en mousse hexagonaux pour un nid d’abeille net derrière votre bureau ou votre batterie.',
          description:
            'Associez deux ou trois couleurs pour un motif qui rend bien à l’image en stream ou en visio. La mousse atténue les réflexions que votre micro capterait sinon. Légers, ils se fixent facilement à la colle en aérosol.',
        },
        de: {
          name: 'StudioFoam sechseckige Schaumstoffplatten',
          slug: 'sechseckige-akustik-schaumstoffplatten',
          summary:
            'Sechseckige Schaumstoffplatten für ein klares Wabenmuster hinter Schreibtisch oder Schlagzeug.',
          description:
            'Kombinieren Sie zwei oder drei Farben zu einem Muster, das in Streams und Videocalls gut aussieht. Der Schaum dämpft die Reflexionen, die Ihr Mikrofon sonst aufnimmt. Leicht und einfach mit Sprühkleber anzubringen.',
        },
        en: {
          name: 'StudioFoam hexagonal foam panels',
          slug: 'hexagonal-acoustic-foam-panels',
          summary: 'Hexagonal foam panels for a neat honeycomb behind your desk or drum kit.',
          description:
            'Combine two or three colours into a pattern that looks great on camera in streams and video calls. The foam dampens the reflections your microphone would otherwise pick up. Lightweight and easy to fix with spray adhesive.',
        },
      },
    }),
    panel({
      sku: 'FOAM-MELAMINE',
      brandLabel: 'StudioFoam',
      categories: ['foam-panels', 'insulation'],
      rating: { average: 4.8, count: 87 },
      rules: melamineRules,
      facts: foamFacts(0.95, 'melamine'),
      text: {
        nl: {
          name: 'StudioFoam Pro melamineschuim',
          slug: 'akoestisch-melamineschuim',
          summary:
            'Licht melamineschuim met brandklasse B-s1,d0 voor kantoren, scholen en industrie.',
          description:
            'Melamineschuim combineert uitstekende geluidsabsorptie met een heel laag gewicht en een hoge brandveiligheid. Daardoor mag het ook in openbare gebouwen, machinekamers en vluchtroutes worden toegepast, waar gewoon schuim niet is toegestaan. Leverbaar in wit, lichtgrijs en antraciet.',
        },
        fr: {
          name: 'Mousse de mélamine StudioFoam Pro',
          slug: 'mousse-acoustique-de-melamine',
          summary:
            'Une mousse de mélamine légère classée B-s1,d0 pour bureaux, écoles et sites industriels.',
          description:
            'La mousse de mélamine allie une excellente absorption acoustique à un poids très faible et une grande sécurité incendie. Elle peut donc être utilisée dans les établissements recevant du public, les locaux techniques et les dégagements, là où une mousse classique n’est pas admise. Disponible en blanc, gris clair et anthracite.',
        },
        de: {
          name: 'StudioFoam Pro Melaminharzschaum',
          slug: 'akustik-melaminharzschaum',
          summary:
            'Leichter, schwer entflammbarer Melaminharzschaum der Klasse B-s1,d0 für Büros, Schulen und Industrie.',
          description:
            'Melaminharzschaum verbindet hervorragende Schallabsorption mit sehr geringem Gewicht und hoher Brandsicherheit. Deshalb darf er auch in öffentlichen Gebäuden, Technikräumen und Fluchtwegen eingesetzt werden, wo gewöhnlicher Schaum nicht zulässig ist. Lieferbar in Weiß, Hellgrau und Anthrazit.',
        },
        en: {
          name: 'StudioFoam Pro melamine foam',
          slug: 'acoustic-melamine-foam',
          summary: 'Lightweight melamine foam rated B-s1,d0 for offices, schools and industry.',
          description:
            'Melamine foam combines excellent sound absorption with very low weight and high fire safety. That is why it may be used in public buildings, plant rooms and escape routes where ordinary foam is not allowed. Available in white, light grey and anthracite.',
        },
      },
    }),
    panel({
      sku: 'FOAM-CLOUD',
      brandLabel: 'StudioFoam',
      categories: ['foam-panels'],
      rating: { average: 4.5, count: 44 },
      rules: cloudRules,
      facts: foamFacts(0.95, 'pu-fr'),
      look: { placement: 'ceiling' },
      text: {
        nl: {
          name: 'StudioFoam plafondwolk',
          slug: 'akoestische-schuim-plafondwolk',
          summary:
            'Een zwevende schuimwolk boven de mixpositie die vroege reflecties van het plafond wegvangt.',
          description:
            'Boven je luisterpositie kaatst het plafond geluid terug dat je stereobeeld vertroebelt. Een wolk van 50 of 100 mm brandvertragend schuim vangt die reflecties op en hangt aan vier verstelbare staalkabels. Ook geschikt voor thuisbioscopen en vergaderruimtes met een hard plafond.',
        },
        fr: {
          name: 'Nuage acoustique de plafond StudioFoam',
          slug: 'nuage-acoustique-de-plafond-en-mousse',
          summary:
            'Un nuage en mousse suspendu au-dessus de la position d’écoute, qui capte les premières réflexions du plafond.',
          description:
            'Au-dessus de la position d’écoute, le plafond renvoie un son qui brouille l’image stéréo. Un nuage de 50 ou 100 mm en mousse ignifugée capte ces réflexions ; il est suspendu par quatre câbles en acier réglables. Convient aussi aux home cinémas et aux salles de réunion au plafond dur.',
        },
        de: {
          name: 'StudioFoam Deckenwolke',
          slug: 'akustik-deckenwolke-aus-schaumstoff',
          summary:
            'Eine schwebende Schaumstoffwolke über dem Abhörplatz, die frühe Deckenreflexionen abfängt.',
          description:
            'Über dem Abhörplatz wirft die Decke Schall zurück, der das Stereobild verwischt. Eine Wolke aus 50 oder 100 mm flammhemmendem Schaum fängt diese Reflexionen ab und hängt an vier verstellbaren Stahlseilen. Auch geeignet für Heimkinos und Besprechungsräume mit harter Decke.',
        },
        en: {
          name: 'StudioFoam ceiling cloud',
          slug: 'acoustic-foam-ceiling-cloud',
          summary:
            'A floating foam cloud above the mix position that catches early reflections from the ceiling.',
          description:
            'Above your listening position, the ceiling bounces back sound that blurs the stereo image. A cloud of 50 or 100 mm fire-retardant foam catches those reflections and hangs from four adjustable steel cables. Also suits home cinemas and meeting rooms with a hard ceiling.',
        },
      },
    }),
    panel({
      sku: 'FOAM-DISC',
      brandLabel: 'StudioFoam',
      categories: ['foam-panels'],
      rating: { average: 4.4, count: 38 },
      rules: discRules,
      facts: foamFacts(0.7),
      text: {
        nl: {
          name: 'StudioFoam ronde schuimpanelen',
          slug: 'ronde-akoestische-schuimpanelen',
          summary:
            'Ronde panelen van akoestisch schuim, van 30 tot 120 cm doorsnede, voor een speelse wand.',
          description:
            'Ronde vormen doorbreken de strakke lijnen van een studio of gameroom en staan mooi in groepjes. Het schuim dempt galm en flutterecho’s tussen evenwijdige wanden. Verkrijgbaar in 30 en 50 mm en zes kleuren.',
        },
        fr: {
          name: 'Panneaux en mousse ronds StudioFoam',
          slug: 'panneaux-en-mousse-acoustique-ronds',
          summary:
            'Des panneaux ronds en mousse acoustique de 30 à 120 cm de diamètre, pour un mur ludique.',
          description:
            'Les formes rondes cassent les lignes droites d’un studio ou d’une salle de jeux et se disposent joliment en groupes. La mousse atténue l’écho et les échos flottants entre murs parallèles. Disponible en 30 et 50 mm et en six couleurs.',
        },
        de: {
          name: 'StudioFoam runde Schaumstoffplatten',
          slug: 'runde-akustik-schaumstoffplatten',
          summary:
            'Runde Platten aus Akustikschaum mit 30 bis 120 cm Durchmesser für eine verspielte Wand.',
          description:
            'Runde Formen lockern die strengen Linien von Studio oder Gaming-Zimmer auf und wirken in Gruppen besonders schön. Der Schaum dämpft Hall und Flatterechos zwischen parallelen Wänden. Erhältlich in 30 und 50 mm und in sechs Farben.',
        },
        en: {
          name: 'StudioFoam round foam panels',
          slug: 'round-acoustic-foam-panels',
          summary: 'Round acoustic foam panels from 30 to 120 cm across, for a playful wall.',
          description:
            'Round shapes break up the straight lines of a studio or gaming room and look great in groups. The foam dampens echo and flutter between parallel walls. Available in 30 and 50 mm and six colours.',
        },
      },
    }),
    panel({
      sku: 'FOAM-SLOT',
      brandLabel: 'StudioFoam',
      categories: ['foam-panels'],
      rating: { average: 4.6, count: 51 },
      rules: slotRules,
      facts: foamFacts(0.9, 'pu-fr'),
      look: { surface: 'grooves' },
      text: {
        nl: {
          name: 'StudioFoam Slot schuimpaneel met sleuven',
          slug: 'akoestisch-schuimpaneel-met-sleuven',
          summary: 'Een schuimpaneel met diepe sleuven dat ook lagere middentonen absorbeert.',
          description:
            'Door de diepe sleuven dringt geluid verder het schuim in, zodat het paneel breder absorbeert dan vlak schuim van dezelfde dikte. Het strakke lijnenpatroon past in studio’s, maar net zo goed in kantoren en vergaderruimtes. Gemaakt van brandvertragend schuim.',
        },
        fr: {
          name: 'Panneau en mousse rainuré StudioFoam Slot',
          slug: 'panneau-en-mousse-acoustique-rainure',
          summary: 'Un panneau en mousse à rainures profondes qui absorbe aussi le bas médium.',
          description:
            'Les rainures profondes laissent le son pénétrer plus loin dans la mousse : le panneau absorbe sur une plage plus large qu’une mousse plate de même épaisseur. Son motif linéaire épuré convient aux studios comme aux bureaux et salles de réunion. Fabriqué en mousse ignifugée.',
        },
        de: {
          name: 'StudioFoam Slot Schaumstoffplatte mit Schlitzen',
          slug: 'akustik-schaumstoffplatte-mit-schlitzen',
          summary:
            'Eine Schaumstoffplatte mit tiefen Schlitzen, die auch die unteren Mitten absorbiert.',
          description:
            'Durch die tiefen Schlitze dringt der Schall weiter in den Schaum ein, sodass die Platte breitbandiger absorbiert als glatter Schaum gleicher Stärke. Das klare Linienmuster passt ins Studio, aber genauso ins Büro oder in den Besprechungsraum. Aus flammhemmendem Schaum gefertigt.',
        },
        en: {
          name: 'StudioFoam Slot slotted foam panel',
          slug: 'slotted-acoustic-foam-panel',
          summary: 'A foam panel with deep slots that absorbs the lower mids as well.',
          description:
            'The deep slots let sound travel further into the foam, so the panel absorbs across a wider range than flat foam of the same thickness. Its clean linear pattern suits studios just as well as offices and meeting rooms. Made from fire-retardant foam.',
        },
      },
    }),
    panel({
      sku: 'BASS-CORNER',
      brandLabel: 'BassControl',
      categories: ['bass-traps'],
      rating: { average: 4.8, count: 119 },
      rules: cornerRules,
      facts: foamFacts(1),
      look: { placement: 'corner' },
      text: {
        nl: {
          name: 'BassControl hoek bass trap op maat',
          slug: 'hoek-bass-trap-op-maat',
          summary: 'Een driehoekige bass trap voor de kamerhoek, op maat van vloer tot plafond.',
          description:
            'In de hoeken van een ruimte hopen lage tonen zich op tot een dreunende, onduidelijke bas. Deze massieve schuimtrap vult de hoek en dempt staande golven, zodat kickdrum en basgitaar strak en gedefinieerd klinken. Bestel hem tot 240 cm hoog, zodat één stuk de hele hoek vult.',
        },
        fr: {
          name: 'Piège à basses d’angle BassControl sur mesure',
          slug: 'piege-a-basses-d-angle-sur-mesure',
          summary: 'Un piège à basses triangulaire pour les angles, sur mesure du sol au plafond.',
          description:
            'Dans les angles d’une pièce, les basses s’accumulent et deviennent lourdes et confuses. Ce piège en mousse massive comble l’angle et amortit les ondes stationnaires : grosse caisse et basse retrouvent précision et définition. Commandez-le jusqu’à 240 cm de haut pour couvrir tout l’angle d’un seul tenant.',
        },
        de: {
          name: 'BassControl Eck-Bassfalle nach Maß',
          slug: 'eck-bassfalle-nach-mass',
          summary: 'Eine dreieckige Bassfalle für die Raumecke, nach Maß vom Boden bis zur Decke.',
          description:
            'In den Raumecken stauen sich tiefe Töne zu einem dröhnenden, undeutlichen Bass. Diese massive Schaumstofffalle füllt die Ecke und dämpft stehende Wellen, sodass Bassdrum und Bassgitarre straff und konturiert klingen. Bestellen Sie sie bis 240 cm hoch, damit ein Stück die ganze Ecke füllt.',
        },
        en: {
          name: 'BassControl corner bass trap, made to measure',
          slug: 'corner-bass-trap-made-to-measure',
          summary:
            'A triangular bass trap for room corners, made to measure from floor to ceiling.',
          description:
            'Low frequencies pile up in the corners of a room into a boomy, muddy bass. This solid foam trap fills the corner and dampens standing waves, so kick drum and bass guitar sound tight and defined. Order it up to 240 cm tall, so a single piece fills the whole corner.',
        },
      },
    }),
    panel({
      sku: 'BASS-PANEL',
      brandLabel: 'BassControl',
      categories: ['bass-traps', 'foam-panels'],
      rating: { average: 4.7, count: 66 },
      rules: broadbandRules,
      facts: foamFacts(1),
      text: {
        nl: {
          name: 'BassControl breedbandabsorber 100 en 150 mm',
          slug: 'breedbandabsorber-voor-lage-tonen',
          summary:
            'Een extra dik wandpaneel dat van de lage tot de hoge tonen gelijkmatig absorbeert.',
          description:
            'Dunne panelen dempen vooral het hoog, waardoor een ruimte dof en toch dreunend kan klinken. Met 100 of 150 mm schuim op een rail met spouw werkt deze absorber tot diep in het laag. Ideaal op de eerste reflectiepunten en op de achterwand van een controlroom.',
        },
        fr: {
          name: 'Absorbeur large bande BassControl 100 et 150 mm',
          slug: 'absorbeur-large-bande-pour-les-basses',
          summary:
            'Un panneau mural extra épais qui absorbe de façon homogène, des basses aux aigus.',
          description:
            'Les panneaux fins absorbent surtout les aigus : la pièce sonne mate tout en restant chargée dans le grave. Avec 100 ou 150 mm de mousse montée sur rail avec lame d’air, cet absorbeur agit jusque dans le bas du spectre. Idéal aux points de première réflexion et sur le mur arrière d’une régie.',
        },
        de: {
          name: 'BassControl Breitbandabsorber 100 und 150 mm',
          slug: 'breitbandabsorber-fuer-tiefe-frequenzen',
          summary:
            'Ein besonders dickes Wandpaneel, das von den Tiefen bis zu den Höhen gleichmäßig absorbiert.',
          description:
            'Dünne Paneele dämpfen vor allem die Höhen, sodass ein Raum dumpf und trotzdem dröhnend klingen kann. Mit 100 oder 150 mm Schaum auf einer Schiene mit Luftspalt wirkt dieser Absorber bis tief in den Bass. Ideal an den Erstreflexionspunkten und an der Rückwand eines Regieraums.',
        },
        en: {
          name: 'BassControl broadband absorber, 100 and 150 mm',
          slug: 'broadband-absorber-for-low-frequencies',
          summary: 'An extra-thick wall panel that absorbs evenly from the lows to the highs.',
          description:
            'Thin panels mainly damp the highs, which can leave a room dull yet still boomy. With 100 or 150 mm of foam on a rail with an air gap, this absorber works deep into the bass. Ideal at first reflection points and on the back wall of a control room.',
        },
      },
    }),
    panel({
      sku: 'BASS-WEDGE',
      brandLabel: 'BassControl',
      categories: ['bass-traps'],
      rating: { average: 4.4, count: 57 },
      rules: wedgeCornerRules,
      facts: foamFacts(0.95),
      look: { placement: 'corner', surface: 'wedge' },
      text: {
        nl: {
          name: 'BassControl hoekblok met wedgeprofiel',
          slug: 'bass-trap-hoekblok-met-wedgeprofiel',
          summary: 'Stapelbare hoekblokken met wedgeprofiel die laag en hoog tegelijk aanpakken.',
          description:
            'Het wigprofiel aan de voorkant absorbeert de hoge tonen, de massieve kern in de hoek de lage. Stapel meerdere blokken op elkaar of plaats ze in de hoeken tussen wand en plafond. Ideaal voor oefenruimtes en homestudio’s waar elke hoek telt.',
        },
        fr: {
          name: 'Bloc d’angle anti-basses BassControl à profil biseauté',
          slug: 'bloc-d-angle-anti-basses-biseaute',
          summary:
            'Des blocs d’angle empilables à profil biseauté qui traitent basses et aigus à la fois.',
          description:
            'Le profil biseauté en façade absorbe les aigus, le cœur massif logé dans l’angle les basses. Empilez plusieurs blocs ou placez-les dans les angles entre mur et plafond. Idéal pour les locaux de répétition et les home studios où chaque angle compte.',
        },
        de: {
          name: 'BassControl Eckblock mit Keilprofil',
          slug: 'bassfalle-eckblock-mit-keilprofil',
          summary: 'Stapelbare Eckblöcke mit Keilprofil, die Tiefen und Höhen zugleich bearbeiten.',
          description:
            'Das Keilprofil vorn absorbiert die Höhen, der massive Kern in der Ecke die Tiefen. Stapeln Sie mehrere Blöcke übereinander oder setzen Sie sie in die Ecken zwischen Wand und Decke. Ideal für Proberäume und Homestudios, in denen jede Ecke zählt.',
        },
        en: {
          name: 'BassControl wedge corner block',
          slug: 'wedge-profile-corner-bass-trap',
          summary: 'Stackable wedge-profile corner blocks that tackle lows and highs at once.',
          description:
            'The wedge profile at the front absorbs the highs, while the solid core in the corner takes the lows. Stack several blocks or fit them in the corners between wall and ceiling. Ideal for rehearsal rooms and home studios where every corner counts.',
        },
      },
    }),
    panel({
      sku: 'BASS-EDGE',
      brandLabel: 'BassControl',
      categories: ['bass-traps'],
      rating: { average: 4.3, count: 29 },
      rules: edgeRules,
      facts: foamFacts(0.9),
      look: { placement: 'corner', surface: 'egg' },
      text: {
        nl: {
          name: 'BassControl bass trap voor de plafondhoek',
          slug: 'bass-trap-voor-de-plafondhoek',
          summary:
            'Een lange bass trap voor de hoek tussen wand en plafond, waar lage tonen zich ophopen.',
          description:
            'Naast de verticale hoeken is de naad tussen wand en plafond een van de plekken waar de bas zich het sterkst opbouwt. Deze strook schuim volgt die naad over de volle lengte en zet je eenvoudig vast met spuitlijm. Zo houd je de vloer vrij en pak je toch het laag aan.',
        },
        fr: {
          name: 'Piège à basses BassControl pour angle de plafond',
          slug: 'piege-a-basses-pour-angle-de-plafond',
          summary:
            'Un long piège à basses pour l’angle entre mur et plafond, là où les basses s’accumulent.',
          description:
            'Avec les angles verticaux, la jonction entre mur et plafond est l’un des endroits où les basses s’accumulent le plus. Cette bande de mousse suit la jonction sur toute sa longueur et se fixe facilement à la colle en aérosol. Vous gardez le sol dégagé tout en traitant le grave.',
        },
        de: {
          name: 'BassControl Deckenkanten-Bassfalle',
          slug: 'bassfalle-fuer-die-deckenkante',
          summary:
            'Eine lange Bassfalle für die Kante zwischen Wand und Decke, wo sich tiefe Töne stauen.',
          description:
            'Neben den senkrechten Ecken ist die Kante zwischen Wand und Decke einer der Orte, an denen sich der Bass am stärksten aufbaut. Dieser Schaumstoffstreifen folgt der Kante auf voller Länge und wird einfach mit Sprühkleber befestigt. So bleibt der Boden frei, und der Bass wird trotzdem gezähmt.',
        },
        en: {
          name: 'BassControl ceiling-edge bass trap',
          slug: 'ceiling-edge-bass-trap',
          summary:
            'A long bass trap for the edge between wall and ceiling, where low frequencies build up.',
          description:
            'Alongside the vertical corners, the join between wall and ceiling is one of the places where bass builds up most. This foam strip follows that join along its full length and fixes easily with spray adhesive. It keeps the floor clear while still taming the low end.',
        },
      },
    }),
    photoprint({
      sku: 'PRINT-OWN',
      brandLabel: 'StudioFoam',
      categories: ['photo-prints'],
      rating: { average: 4.6, count: 92 },
      rules: printRules,
      facts: printFacts,
      scene: 'city',
      text: {
        nl: {
          name: 'StudioFoam eigen foto op akoestisch schuim',
          slug: 'eigen-foto-op-akoestisch-schuim',
          summary: 'Je eigen foto, albumhoes of artwork op een akoestisch schuimpaneel.',
          description:
            'Maak je studio of gameroom persoonlijk met een eigen beeld dat bovendien galm dempt. We spannen het bedrukte doek strak rond een kern van akoestisch schuim, zodat de randen netjes zijn afgewerkt. Je uploadt in de configurator, die meteen controleert of de resolutie volstaat.',
        },
        fr: {
          name: 'Votre photo sur mousse acoustique StudioFoam',
          slug: 'votre-photo-sur-mousse-acoustique',
          summary: 'Votre photo, pochette d’album ou visuel sur un panneau en mousse acoustique.',
          description:
            'Personnalisez votre studio ou votre salle de jeux avec une image à vous, qui réduit aussi l’écho. Nous tendons la toile imprimée autour d’une âme en mousse acoustique pour des chants parfaitement finis. Le téléchargement se fait dans le configurateur, qui vérifie aussitôt si la résolution suffit.',
        },
        de: {
          name: 'StudioFoam eigenes Foto auf Akustikschaum',
          slug: 'eigenes-foto-auf-akustikschaum',
          summary: 'Ihr eigenes Foto, Albumcover oder Artwork auf einer Akustikschaumstoffplatte.',
          description:
            'Machen Sie Ihr Studio oder Gaming-Zimmer mit einem eigenen Motiv persönlich, das obendrein den Hall dämpft. Wir spannen das bedruckte Gewebe straff um einen Kern aus Akustikschaum, sodass die Kanten sauber abschließen. Das Hochladen erfolgt im Konfigurator, der sofort prüft, ob die Auflösung reicht.',
        },
        en: {
          name: 'StudioFoam your own photo on acoustic foam',
          slug: 'your-own-photo-on-acoustic-foam',
          summary: 'Your own photo, album cover or artwork on an acoustic foam panel.',
          description:
            'Make your studio or gaming room your own with an image that tames echo, too. We stretch the printed fabric tightly around an acoustic foam core, so the edges are neatly finished. Upload it in the configurator, which checks straight away whether the resolution is good enough.',
        },
      },
    }),
    photoprint({
      sku: 'PRINT-AURORA',
      brandLabel: 'StudioFoam',
      categories: ['photo-prints'],
      rating: { average: 4.9, count: 68 },
      rules: printRules,
      facts: printFacts,
      scene: 'aurora',
      text: {
        nl: {
          name: 'StudioFoam akoestisch paneel Noorderlicht',
          slug: 'akoestisch-paneel-noorderlicht',
          summary: 'Groen en paars noorderlicht boven donkere bergen, op akoestisch schuim.',
          description:
            'Het gloeiende noorderlicht geeft je studio, gameroom of thuisbioscoop een sfeervolle, nachtelijke uitstraling. Onder de print zit 30 of 50 mm akoestisch schuim dat reflecties dempt. Mooi in combinatie met zwarte of antraciet schuimpanelen.',
        },
        fr: {
          name: 'Panneau acoustique StudioFoam Aurore boréale',
          slug: 'panneau-acoustique-aurore-boreale',
          summary:
            'Une aurore boréale verte et violette au-dessus de montagnes sombres, sur mousse acoustique.',
          description:
            'L’aurore boréale lumineuse donne à votre studio, salle de jeux ou home cinéma une ambiance nocturne envoûtante. Sous l’impression, 30 ou 50 mm de mousse acoustique atténuent les réflexions. Superbe associé à des panneaux en mousse noirs ou anthracite.',
        },
        de: {
          name: 'StudioFoam Akustikpaneel Nordlicht',
          slug: 'akustikpaneel-nordlicht',
          summary: 'Grünes und violettes Nordlicht über dunklen Bergen, auf Akustikschaum.',
          description:
            'Das leuchtende Nordlicht verleiht Ihrem Studio, Gaming-Zimmer oder Heimkino eine stimmungsvolle, nächtliche Atmosphäre. Unter dem Druck liegen 30 oder 50 mm Akustikschaum, der Reflexionen dämpft. Besonders schön in Kombination mit schwarzen oder anthrazitfarbenen Schaumstoffplatten.',
        },
        en: {
          name: 'StudioFoam acoustic panel Northern lights',
          slug: 'acoustic-panel-northern-lights',
          summary: 'Green and violet northern lights over dark mountains, on acoustic foam.',
          description:
            'The glowing aurora gives your studio, gaming room or home cinema an atmospheric, night-time feel. Beneath the print, 30 or 50 mm of acoustic foam dampens reflections. Looks great alongside black or anthracite foam panels.',
        },
      },
    }),
    photoprint({
      sku: 'PRINT-PEAKS',
      brandLabel: 'StudioFoam',
      categories: ['photo-prints'],
      rating: { average: 4.5, count: 34 },
      rules: printRules,
      facts: printFacts,
      scene: 'mountains',
      text: {
        nl: {
          name: 'StudioFoam akoestisch paneel Bergketen',
          slug: 'akoestisch-paneel-bergketen',
          summary: 'Een rustige bergketen in blauwe lagen, op een paneel van akoestisch schuim.',
          description:
            'De gelaagde bergkammen geven diepte aan een kleine ruimte en passen bij een sober, modern interieur. Het schuim onder de print dempt de galm in kantoor, studio of woonkamer. Leverbaar in vier formaten tot 150 × 100 cm.',
        },
        fr: {
          name: 'Panneau acoustique StudioFoam Chaîne de montagnes',
          slug: 'panneau-acoustique-chaine-de-montagnes',
          summary:
            'Une chaîne de montagnes paisible en couches de bleu, sur un panneau en mousse acoustique.',
          description:
            'Les crêtes étagées donnent de la profondeur à une petite pièce et s’accordent avec un intérieur sobre et moderne. La mousse sous l’impression réduit l’écho au bureau, au studio ou au salon. Disponible en quatre formats jusqu’à 150 × 100 cm.',
        },
        de: {
          name: 'StudioFoam Akustikpaneel Bergkette',
          slug: 'akustikpaneel-bergkette',
          summary: 'Eine ruhige Bergkette in blauen Schichten auf einer Platte aus Akustikschaum.',
          description:
            'Die gestaffelten Bergkämme geben einem kleinen Raum Tiefe und passen zu einem schlichten, modernen Interieur. Der Schaum unter dem Druck dämpft den Hall in Büro, Studio oder Wohnzimmer. Erhältlich in vier Formaten bis 150 × 100 cm.',
        },
        en: {
          name: 'StudioFoam acoustic panel Mountain range',
          slug: 'acoustic-panel-mountain-range',
          summary: 'A calm mountain range in layers of blue, on an acoustic foam panel.',
          description:
            'The layered ridges add depth to a small room and suit a sober, modern interior. The foam beneath the print dampens echo in the office, studio or living room. Available in four sizes up to 150 × 100 cm.',
        },
      },
    }),
    photoprint({
      sku: 'PRINT-WAVES',
      brandLabel: 'StudioFoam',
      categories: ['photo-prints'],
      rating: { average: 4.7, count: 41 },
      rules: printRules,
      facts: printFacts,
      scene: 'waves',
      text: {
        nl: {
          name: 'StudioFoam akoestisch paneel Golven',
          slug: 'akoestisch-paneel-golven',
          summary: 'Een abstract golvenpatroon in zeegroen en petrol, op akoestisch schuim.',
          description:
            'De zachte golflijnen brengen beweging en rust tegelijk en verwijzen subtiel naar geluidsgolven. Een passend kunstwerk voor een studio, muziekschool of praktijkruimte. De print is kleurvast en geurloos, het schuim dempt reflecties.',
        },
        fr: {
          name: 'Panneau acoustique StudioFoam Vagues',
          slug: 'panneau-acoustique-vagues',
          summary: 'Un motif abstrait de vagues vert d’eau et bleu pétrole, sur mousse acoustique.',
          description:
            'Les lignes ondulées apportent à la fois mouvement et sérénité et évoquent subtilement les ondes sonores. Une œuvre tout indiquée pour un studio, une école de musique ou un cabinet. L’impression résiste à la lumière et ne dégage aucune odeur, la mousse atténue les réflexions.',
        },
        de: {
          name: 'StudioFoam Akustikpaneel Wellen',
          slug: 'akustikpaneel-wellen',
          summary: 'Ein abstraktes Wellenmuster in Meergrün und Petrol auf Akustikschaum.',
          description:
            'Die sanften Wellenlinien bringen Bewegung und Ruhe zugleich und spielen dezent auf Schallwellen an. Ein passendes Kunstwerk für Studio, Musikschule oder Praxis. Der Druck ist lichtecht und geruchlos, der Schaum dämpft Reflexionen.',
        },
        en: {
          name: 'StudioFoam acoustic panel Waves',
          slug: 'acoustic-panel-waves',
          summary: 'An abstract wave pattern in sea green and petrol blue, on acoustic foam.',
          description:
            'The gentle wave lines bring movement and calm at once, with a subtle nod to sound waves. A fitting artwork for a studio, music school or practice. The print is fade-resistant and odourless, and the foam dampens reflections.',
        },
      },
    }),
    standard({
      sku: 'FIBRE-WOOL',
      brandLabel: 'FibreCore',
      categories: ['insulation'],
      rating: { average: 4.5, count: 138 },
      priceCents: 4995,
      item: 'fibre-slabs',
      colour: stoneWool,
      text: {
        nl: {
          name: 'FibreCore akoestische steenwolplaten (6 stuks)',
          slug: 'akoestische-steenwolplaten',
          summary:
            'Steenwolplaten van 120 × 60 × 5 cm om wanden, voorzetwanden en akoestische frames te vullen.',
          description:
            'Steenwol met een dichtheid van 45 kg/m³ absorbeert geluid over een breed frequentiegebied en isoleert tegelijk tegen warmte en kou. De platen zijn onbrandbaar en klemmen stevig tussen het regelwerk. Eén pak bevat 4,32 m², genoeg voor een voorzetwand van ongeveer 2 × 2 m.',
        },
        fr: {
          name: 'Panneaux de laine de roche acoustiques FibreCore (lot de 6)',
          slug: 'panneaux-de-laine-de-roche-acoustiques',
          summary:
            'Des panneaux de laine de roche de 120 × 60 × 5 cm pour garnir murs, contre-cloisons et cadres acoustiques.',
          description:
            'D’une densité de 45 kg/m³, la laine de roche absorbe le son sur une large plage de fréquences tout en isolant thermiquement. Les panneaux sont incombustibles et se coincent fermement entre les montants. Un paquet contient 4,32 m², de quoi garnir une contre-cloison d’environ 2 × 2 m.',
        },
        de: {
          name: 'FibreCore Akustik-Steinwollplatten (6 Stück)',
          slug: 'akustik-steinwollplatten',
          summary:
            'Steinwollplatten mit 120 × 60 × 5 cm zum Füllen von Wänden, Vorsatzschalen und Akustikrahmen.',
          description:
            'Steinwolle mit einer Rohdichte von 45 kg/m³ absorbiert Schall über einen breiten Frequenzbereich und dämmt zugleich gegen Wärme und Kälte. Die Platten sind nicht brennbar und klemmen fest in der Unterkonstruktion. Ein Paket enthält 4,32 m², genug für eine Vorsatzschale von etwa 2 × 2 m.',
        },
        en: {
          name: 'FibreCore acoustic stone wool slabs (pack of 6)',
          slug: 'acoustic-stone-wool-slabs',
          summary:
            'Stone wool slabs of 120 × 60 × 5 cm to fill walls, wall linings and acoustic frames.',
          description:
            'With a density of 45 kg/m³, stone wool absorbs sound across a broad frequency range while insulating against heat and cold. The slabs are non-combustible and friction-fit firmly between studs. One pack holds 4.32 m², enough for a wall lining of about 2 × 2 m.',
        },
      },
      specs: specRows([
        [
          'contents',
          {
            nl: '6 platen van 1200 × 600 × 50 mm (4,32 m²)',
            fr: '6 panneaux de 1200 × 600 × 50 mm (4,32 m²)',
            de: '6 Platten à 1200 × 600 × 50 mm (4,32 m²)',
            en: '6 slabs of 1200 × 600 × 50 mm (4.32 m²)',
          },
        ],
        ['material', { nl: 'Steenwol', fr: 'Laine de roche', de: 'Steinwolle', en: 'Stone wool' }],
        ['density', '45 kg/m³'],
        ['fireClass', 'A1'],
        ['absorption', absorption(0.95)],
        [
          'lambda',
          { nl: '0,035 W/(m·K)', fr: '0,035 W/(m·K)', de: '0,035 W/(m·K)', en: '0.035 W/(m·K)' },
        ],
      ]),
    }),
    standard({
      sku: 'FIBRE-PET',
      brandLabel: 'FibreCore',
      categories: ['insulation'],
      rating: { average: 4.7, count: 83 },
      priceCents: 5995,
      item: 'fibre-roll',
      colour: palette.ivory,
      text: {
        nl: {
          name: 'FibreCore isolatierol van PET-vezel',
          slug: 'isolatierol-van-pet-vezel',
          summary:
            'Een rol zachte polyestervezel van gerecyclede petflessen, die niet prikt en niet kriebelt.',
          description:
            'PET-vezel isoleert en absorbeert geluid zoals minerale wol, maar verwerk je zonder handschoenen of stofmasker. Ideaal voor zelfgebouwde absorbers, plafonds en wanden in huis en studio. De rol van 5 m² snijd je met een schaar of mes op maat.',
        },
        fr: {
          name: 'Rouleau isolant en fibre PET FibreCore',
          slug: 'rouleau-isolant-en-fibre-pet',
          summary:
            'Un rouleau de fibre polyester douce issue de bouteilles recyclées, qui ne pique pas et ne gratte pas.',
          description:
            'La fibre PET isole et absorbe le son comme la laine minérale, mais se pose sans gants ni masque. Idéale pour les absorbeurs faits maison, les plafonds et les murs, à la maison comme au studio. Le rouleau de 5 m² se découpe aux ciseaux ou au cutter.',
        },
        de: {
          name: 'FibreCore PET-Faser-Dämmrolle',
          slug: 'pet-faser-daemmrolle',
          summary:
            'Eine Rolle weicher Polyesterfaser aus recycelten PET-Flaschen, die weder sticht noch juckt.',
          description:
            'PET-Faser dämmt und absorbiert Schall wie Mineralwolle, lässt sich aber ohne Handschuhe und Atemschutz verarbeiten. Ideal für selbstgebaute Absorber, Decken und Wände in Wohnung und Studio. Die 5-m²-Rolle schneiden Sie mit Schere oder Cutter zu.',
        },
        en: {
          name: 'FibreCore PET fibre insulation roll',
          slug: 'pet-fibre-insulation-roll',
          summary:
            'A roll of soft polyester fibre made from recycled bottles that doesn’t prickle or itch.',
          description:
            'PET fibre insulates and absorbs sound like mineral wool, yet you can handle it without gloves or a dust mask. Ideal for DIY absorbers, ceilings and walls at home or in the studio. The 5 m² roll cuts to size with scissors or a knife.',
        },
      },
      specs: specRows([
        [
          'contents',
          {
            nl: '1 rol van 5000 × 1000 × 50 mm (5 m²)',
            fr: '1 rouleau de 5000 × 1000 × 50 mm (5 m²)',
            de: '1 Rolle à 5000 × 1000 × 50 mm (5 m²)',
            en: '1 roll of 5000 × 1000 × 50 mm (5 m²)',
          },
        ],
        [
          'material',
          {
            nl: 'Polyestervezel (PET), 80 % gerecycled',
            fr: 'Fibre polyester (PET), 80 % recyclée',
            de: 'Polyesterfaser (PET), 80 % recycelt',
            en: 'Polyester (PET) fibre, 80 % recycled',
          },
        ],
        ['density', '20 kg/m³'],
        ['fireClass', 'B-s2,d0'],
        ['absorption', absorption(0.85)],
        [
          'lambda',
          { nl: '0,037 W/(m·K)', fr: '0,037 W/(m·K)', de: '0,037 W/(m·K)', en: '0.037 W/(m·K)' },
        ],
      ]),
    }),
    standard({
      sku: 'FIBRE-COTTON',
      brandLabel: 'FibreCore',
      categories: ['insulation'],
      rating: { average: 4.4, count: 52 },
      priceCents: 5495,
      item: 'fibre-slabs',
      colour: palette.denim,
      text: {
        nl: {
          name: 'FibreCore isolatieplaten van gerecycled katoen',
          slug: 'isolatieplaten-van-gerecycled-katoen',
          summary:
            'Isolatieplaten van gerecyclede spijkerstof en katoenresten, met een goede geluidsabsorptie.',
          description:
            'Afgedankte kleding krijgt een tweede leven als zachte, dampopen isolatie die geluid en warmte tegenhoudt. De platen zijn behandeld tegen schimmel en ongedierte en klemmen tussen houten of metalen regels. Een duurzame keuze voor binnenwanden, zolders en studio’s.',
        },
        fr: {
          name: 'Panneaux isolants en coton recyclé FibreCore',
          slug: 'panneaux-isolants-en-coton-recycle',
          summary:
            'Des panneaux isolants en jean et chutes de coton recyclés, à la bonne absorption acoustique.',
          description:
            'Les vêtements usagés connaissent une seconde vie sous forme d’isolant doux et perspirant qui arrête le bruit et la chaleur. Traités contre les moisissures et les nuisibles, les panneaux se coincent entre montants en bois ou en métal. Un choix durable pour cloisons, combles et studios.',
        },
        de: {
          name: 'FibreCore Dämmplatten aus recycelter Baumwolle',
          slug: 'daemmplatten-aus-recycelter-baumwolle',
          summary:
            'Dämmplatten aus recyceltem Jeansstoff und Baumwollresten mit guter Schallabsorption.',
          description:
            'Ausgediente Kleidung bekommt ein zweites Leben als weiche, diffusionsoffene Dämmung, die Schall und Wärme abhält. Die Platten sind gegen Schimmel und Schädlinge behandelt und klemmen zwischen Holz- oder Metallständern. Eine nachhaltige Wahl für Innenwände, Dachböden und Studios.',
        },
        en: {
          name: 'FibreCore recycled cotton insulation slabs',
          slug: 'recycled-cotton-insulation-slabs',
          summary:
            'Insulation slabs made from recycled denim and cotton offcuts, with good sound absorption.',
          description:
            'Discarded clothing gets a second life as soft, breathable insulation that keeps out noise and heat. The slabs are treated against mould and pests and friction-fit between timber or metal studs. A sustainable choice for partition walls, lofts and studios.',
        },
      },
      specs: specRows([
        [
          'contents',
          {
            nl: '8 platen van 1200 × 600 × 50 mm (5,76 m²)',
            fr: '8 panneaux de 1200 × 600 × 50 mm (5,76 m²)',
            de: '8 Platten à 1200 × 600 × 50 mm (5,76 m²)',
            en: '8 slabs of 1200 × 600 × 50 mm (5.76 m²)',
          },
        ],
        [
          'material',
          {
            nl: 'Gerecycled katoen en denim (85 %)',
            fr: 'Coton et jean recyclés (85 %)',
            de: 'Recycelte Baumwolle und Jeans (85 %)',
            en: 'Recycled cotton and denim (85 %)',
          },
        ],
        ['density', '25 kg/m³'],
        ['fireClass', 'E'],
        ['absorption', absorption(0.9)],
        [
          'lambda',
          { nl: '0,039 W/(m·K)', fr: '0,039 W/(m·K)', de: '0,039 W/(m·K)', en: '0.039 W/(m·K)' },
        ],
      ]),
    }),
    standard({
      sku: 'ACC-SPRAY',
      brandLabel: 'StudioFoam',
      categories: ['foam-panels', 'insulation'],
      rating: { average: 4.3, count: 164 },
      priceCents: 1695,
      item: 'spray',
      colour: getBrand('fibers-foams').theme.primary,
      text: {
        nl: {
          name: 'Spuitlijm voor akoestisch schuim (500 ml)',
          slug: 'spuitlijm-voor-akoestisch-schuim',
          summary:
            'Contactlijm in een spuitbus om schuimpanelen snel en stevig op wand of plafond te zetten.',
          description:
            'Spuit een dunne laag op de achterkant van het paneel en op de wand, laat een minuut aandrogen en druk het paneel stevig aan. Met de verstelbare spuitkop werk je netjes, op kleine en op grote vlakken. Eén bus is genoeg voor ongeveer 4 m² panelen.',
        },
        fr: {
          name: 'Colle en aérosol pour mousse acoustique (500 ml)',
          slug: 'colle-en-aerosol-pour-mousse-acoustique',
          summary:
            'Une colle contact en aérosol pour fixer vite et solidement les panneaux en mousse au mur ou au plafond.',
          description:
            'Pulvérisez une fine couche au dos du panneau et sur le mur, laissez gommer une minute puis pressez fermement le panneau. La buse réglable permet un travail propre sur les petites comme sur les grandes surfaces. Une bombe suffit pour environ 4 m² de panneaux.',
        },
        de: {
          name: 'Sprühkleber für Akustikschaum (500 ml)',
          slug: 'spruehkleber-fuer-akustikschaum',
          summary:
            'Kontaktkleber aus der Sprühdose, mit dem Schaumstoffplatten schnell und fest an Wand oder Decke halten.',
          description:
            'Sprühen Sie eine dünne Schicht auf die Rückseite der Platte und auf die Wand, lassen Sie sie eine Minute ablüften und drücken Sie die Platte fest an. Der verstellbare Sprühkopf ermöglicht sauberes Arbeiten auf kleinen und großen Flächen. Eine Dose reicht für etwa 4 m² Platten.',
        },
        en: {
          name: 'Spray adhesive for acoustic foam (500 ml)',
          slug: 'spray-adhesive-for-acoustic-foam',
          summary:
            'Contact adhesive in a spray can to fix foam panels to walls or ceilings quickly and firmly.',
          description:
            'Spray a thin coat on the back of the panel and on the wall, let it tack for a minute, then press the panel firmly into place. The adjustable nozzle lets you work neatly on small and large areas alike. One can covers about 4 m² of panels.',
        },
      },
      specs: specRows([
        ['contents', '500 ml'],
        [
          'material',
          {
            nl: 'Contactlijm op basis van synthetisch rubber',
            fr: 'Colle contact à base de caoutchouc synthétique',
            de: 'Kontaktkleber auf Synthesekautschukbasis',
            en: 'Synthetic rubber contact adhesive',
          },
        ],
        [
          'coverage',
          {
            nl: 'ca. 4 m² panelen',
            fr: 'env. 4 m² de panneaux',
            de: 'ca. 4 m² Platten',
            en: 'approx. 4 m² of panels',
          },
        ],
        [
          'suitableFor',
          {
            nl: 'PU- en melamineschuim op beton, gips en hout',
            fr: 'Mousses PU et mélamine sur béton, plâtre et bois',
            de: 'PU- und Melaminschaum auf Beton, Gips und Holz',
            en: 'PU and melamine foam on concrete, plaster and wood',
          },
        ],
      ]),
    }),
    standard({
      sku: 'SRV-STUDIO',
      brandLabel: 'BassControl',
      categories: ['bass-traps', 'foam-panels'],
      rating: { average: 4.9, count: 31 },
      priceCents: 24500,
      item: 'measurement',
      text: {
        nl: {
          name: 'Akoestische meting van je studio of luisterruimte',
          slug: 'akoestische-meting-studio-of-luisterruimte',
          summary:
            'We meten frequentierespons en nagalm op je luisterpositie en stellen een behandelplan op.',
          description:
            'Met een gekalibreerde meetmicrofoon brengen we staande golven, nagalm en vroege reflecties op je mix- of luisterpositie in kaart. Je krijgt een helder rapport met grafieken en een plan met de benodigde panelen en bass traps, inclusief posities. Na plaatsing meten we kosteloos nog een keer, zodat je het resultaat ziet.',
        },
        fr: {
          name: 'Mesure acoustique de votre studio ou salle d’écoute',
          slug: 'mesure-acoustique-studio-ou-salle-d-ecoute',
          summary:
            'Nous mesurons la réponse en fréquence et la réverbération à votre position d’écoute, puis établissons un plan de traitement.',
          description:
            'Avec un microphone de mesure étalonné, nous cartographions ondes stationnaires, réverbération et premières réflexions à votre position de mixage ou d’écoute. Vous recevez un rapport clair avec graphiques et un plan indiquant les panneaux et pièges à basses nécessaires, avec leur emplacement. Après la pose, nous mesurons à nouveau gratuitement pour vous montrer le résultat.',
        },
        de: {
          name: 'Akustikmessung für Ihr Studio oder Ihren Hörraum',
          slug: 'akustikmessung-studio-oder-hoerraum',
          summary:
            'Wir messen Frequenzgang und Nachhall an Ihrem Hörplatz und erstellen einen Behandlungsplan.',
          description:
            'Mit einem kalibrierten Messmikrofon erfassen wir stehende Wellen, Nachhall und frühe Reflexionen an Ihrem Misch- oder Hörplatz. Sie erhalten einen verständlichen Bericht mit Diagrammen und einen Plan mit den nötigen Paneelen und Bassfallen samt Positionen. Nach der Montage messen wir kostenlos noch einmal, um Ihnen das Ergebnis zu zeigen.',
        },
        en: {
          name: 'Acoustic measurement of your studio or listening room',
          slug: 'acoustic-measurement-studio-or-listening-room',
          summary:
            'We measure the frequency response and reverberation at your listening position and draw up a treatment plan.',
          description:
            'Using a calibrated measurement microphone, we map standing waves, reverberation and early reflections at your mix or listening position. You receive a clear report with graphs and a plan listing the panels and bass traps you need, with their positions. Once they are installed, we measure again free of charge to show you the result.',
        },
      },
      specs: specRows([
        [
          'duration',
          {
            nl: 'Ca. 2 uur op locatie',
            fr: 'Env. 2 heures sur place',
            de: 'Ca. 2 Stunden vor Ort',
            en: 'About 2 hours on site',
          },
        ],
        [
          'suitableFor',
          {
            nl: 'Studio’s en luisterruimtes tot 80 m²',
            fr: 'Studios et salles d’écoute jusqu’à 80 m²',
            de: 'Studios und Hörräume bis 80 m²',
            en: 'Studios and listening rooms up to 80 m²',
          },
        ],
        [
          'contents',
          {
            nl: 'Frequentierespons 20–20.000 Hz, RT60 en watervaldiagram',
            fr: 'Réponse en fréquence 20–20 000 Hz, RT60 et diagramme en cascade',
            de: 'Frequenzgang 20–20.000 Hz, RT60 und Wasserfalldiagramm',
            en: 'Frequency response 20–20,000 Hz, RT60 and waterfall plot',
          },
        ],
        [
          'deliverable',
          {
            nl: 'Meetrapport en behandelplan, controlemeting na plaatsing',
            fr: 'Rapport de mesure et plan de traitement, contrôle après pose',
            de: 'Messbericht und Behandlungsplan, Kontrollmessung nach Montage',
            en: 'Measurement report and treatment plan, follow-up measurement after installation',
          },
        ],
      ]),
    }),
  ],
};
