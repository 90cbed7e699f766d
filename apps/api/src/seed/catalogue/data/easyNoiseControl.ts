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
    [9, 4700],
    [12, 6500],
    [24, 11500],
  ],
  colours: [
    ...colours(
      'graphite',
      'anthracite',
      'stone-grey',
      'light-grey',
      'sand',
      'sage',
      'petrol',
      'navy',
    ),
    colour('white', { only: [12, 24] }),
    colour('ochre', { only: [9, 12] }),
    colour('terracotta', { only: [9, 12] }),
    colour('forest', { only: [12, 24] }),
  ],
  shapes: ['rectangle', 'rounded', 'circle', 'hexagon'],
  mountings: ['none', 'glue', 'clips', 'rail'],
  minimumPriceCents: 2500,
});

const deskRules = panelRules({
  material: 'felt',
  width: range(600, 1800),
  height: range(300, 800),
  thicknesses: [
    [12, 8900],
    [24, 12900],
  ],
  colours: [
    ...colours('petrol', 'anthracite', 'graphite', 'stone-grey', 'light-grey', 'navy', 'sage'),
    colour('ochre', { only: [12] }),
  ],
  shapes: ['rectangle', 'rounded'],
  mountings: ['clips'],
  // Two desk clamps rather than wall clips.
  mountingPrices: { clips: 1290 },
  minimumPriceCents: 3900,
});

const dividerRules = panelRules({
  material: 'felt',
  width: range(800, 2000),
  height: range(800, 1800),
  thicknesses: [
    [12, 9400],
    [24, 14400],
  ],
  colours: colours(
    'graphite',
    'anthracite',
    'stone-grey',
    'sage',
    'forest',
    'petrol',
    'navy',
    'sand',
  ),
  shapes: ['rectangle', 'rounded'],
  mountings: ['cable'],
  mountingPrices: { cable: 1990 },
  minimumPriceCents: 8900,
});

const classroomRules = panelRules({
  material: 'felt',
  width: range(600, 2400),
  height: range(600, 1200),
  thicknesses: [
    [12, 6400],
    [24, 10900],
  ],
  colours: colours(
    'ochre',
    'light-grey',
    'stone-grey',
    'sand',
    'sage',
    'denim',
    'petrol',
    'anthracite',
  ),
  shapes: ['rectangle', 'rounded'],
  mountings: ['glue', 'rail'],
  minimumPriceCents: 4500,
});

const pinboardRules = panelRules({
  material: 'felt',
  width: range(600, 2400),
  height: range(300, 1200),
  thicknesses: [
    [9, 5600],
    [12, 7600],
  ],
  colours: colours(
    'denim',
    'stone-grey',
    'light-grey',
    'sand',
    'ochre',
    'sage',
    'petrol',
    'anthracite',
  ),
  shapes: ['rectangle', 'rounded'],
  mountings: ['glue', 'clips'],
  minimumPriceCents: 2900,
});

const hexagonRules = panelRules({
  material: 'felt',
  width: range(300, 900),
  height: range(300, 900),
  thicknesses: [
    [12, 7400],
    [24, 12400],
  ],
  colours: [
    ...colours('ochre', 'petrol', 'sage', 'sand', 'terracotta', 'anthracite', 'stone-grey', 'navy'),
    colour('burgundy', { only: [12] }),
    colour('blush', { only: [12] }),
  ],
  shapes: ['hexagon'],
  mountings: ['glue', 'clips'],
  minimumPriceCents: 1900,
});

const circleRules = panelRules({
  material: 'felt',
  width: range(400, 1500),
  height: range(400, 1500),
  thicknesses: [
    [12, 7200],
    [24, 12400],
  ],
  colours: colours(
    'terracotta',
    'sand',
    'forest',
    'ochre',
    'sage',
    'petrol',
    'anthracite',
    'rust',
    'ivory',
  ),
  shapes: ['circle'],
  mountings: ['glue', 'clips', 'rail'],
  minimumPriceCents: 2400,
});

const lineRules = panelRules({
  material: 'felt',
  width: range(300, 2400),
  height: range(300, 1200),
  thicknesses: [
    [12, 8600],
    [24, 13600],
  ],
  colours: colours(
    'graphite',
    'anthracite',
    'stone-grey',
    'sand',
    'forest',
    'petrol',
    'navy',
    'rust',
  ),
  mountings: ['glue', 'rail'],
  minimumPriceCents: 3500,
});

const sportRules = panelRules({
  material: 'felt',
  width: range(600, 2400),
  height: range(600, 1200),
  thicknesses: [
    [12, 7900],
    [24, 11900],
  ],
  colours: colours('navy', 'anthracite', 'graphite', 'petrol', 'forest', 'stone-grey'),
  mountings: ['glue', 'rail'],
  minimumPriceCents: 4900,
});

const raftRules = panelRules({
  material: 'felt',
  width: range(600, 2400),
  height: range(600, 1200),
  thicknesses: [
    [12, 8700],
    [24, 13700],
  ],
  colours: colours(
    'light-grey',
    'white',
    'stone-grey',
    'sage',
    'sand',
    'ochre',
    'petrol',
    'anthracite',
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
    [12, 9200],
    [24, 14200],
  ],
  colours: colours(
    'petrol',
    'sage',
    'ochre',
    'anthracite',
    'graphite',
    'light-grey',
    'navy',
    'terracotta',
  ),
  shapes: ['rectangle', 'rounded'],
  mountings: ['cable'],
  minimumPriceCents: 4500,
});

const tileRules = panelRules({
  material: 'felt',
  width: range(595, 1195, 5),
  height: range(595, 1195, 5),
  thicknesses: [
    [12, 6700],
    [24, 10700],
  ],
  colours: colours('stone-grey', 'white', 'light-grey', 'anthracite', 'sage', 'petrol'),
  mountings: ['none'],
  minimumPriceCents: 1900,
});

const discRules = panelRules({
  material: 'felt',
  width: range(800, 2000),
  height: range(800, 2000),
  thicknesses: [
    [12, 9000],
    [24, 13900],
  ],
  colours: colours('terracotta', 'sand', 'ochre', 'sage', 'forest', 'ivory', 'anthracite'),
  shapes: ['circle'],
  mountings: ['cable'],
  mountingPrices: { cable: 2200 },
  minimumPriceCents: 8500,
});

const printRules = photoprintRules({
  thicknesses: [
    [25, 0],
    [45, 15],
  ],
});
const printFacts = { material: materials.printOnFrame, fireClass: 'B-s2,d0', alphaW: 0.75 };
const primary = getBrand('easy-noisecontrol').theme.primary;

export const easyNoiseControlCatalogue: CatalogueSeed = {
  categories: [
    {
      key: 'office',
      artwork: {
        kind: 'panel',
        material: 'felt',
        shape: 'rectangle',
        surface: 'plain',
        placement: 'wall',
        colours: [palette.petrol, palette['stone-grey'], palette.graphite],
      },
      text: {
        nl: {
          name: 'Kantoor',
          slug: 'kantoor',
          description:
            'Akoestische oplossingen voor open kantoren, vergaderruimtes en thuiswerkplekken: minder geroezemoes, meer concentratie.',
        },
        fr: {
          name: 'Bureaux',
          slug: 'bureaux',
          description:
            'Des solutions acoustiques pour open spaces, salles de réunion et télétravail : moins de brouhaha, plus de concentration.',
        },
        de: {
          name: 'Büro',
          slug: 'buero',
          description:
            'Akustiklösungen für Großraumbüros, Besprechungsräume und das Homeoffice: weniger Stimmengewirr, mehr Konzentration.',
        },
        en: {
          name: 'Office',
          slug: 'office',
          description:
            'Acoustic solutions for open-plan offices, meeting rooms and home offices: less chatter, more focus.',
        },
      },
    },
    {
      key: 'education',
      artwork: {
        kind: 'panel',
        material: 'felt',
        shape: 'hexagon',
        surface: 'plain',
        placement: 'wall',
        colours: [palette.ochre, palette.denim, palette.sage],
      },
      text: {
        nl: {
          name: 'Onderwijs',
          slug: 'onderwijs',
          description:
            'Stevige, brandveilige panelen voor klaslokalen, gangen, aula’s en gymzalen, zodat leerlingen en docenten elkaar beter verstaan.',
        },
        fr: {
          name: 'Enseignement',
          slug: 'enseignement',
          description:
            'Des panneaux robustes et conformes aux normes incendie pour salles de classe, couloirs, auditoriums et gymnases, pour que chacun se comprenne mieux.',
        },
        de: {
          name: 'Bildung',
          slug: 'bildung',
          description:
            'Robuste, brandschutzgeprüfte Paneele für Klassenzimmer, Flure, Aulen und Sporthallen, damit sich Schüler und Lehrkräfte besser verstehen.',
        },
        en: {
          name: 'Education',
          slug: 'education',
          description:
            'Sturdy, fire-rated panels for classrooms, corridors, auditoriums and gyms, so pupils and teachers hear each other better.',
        },
      },
    },
    {
      key: 'hospitality',
      artwork: {
        kind: 'panel',
        material: 'felt',
        shape: 'circle',
        surface: 'plain',
        placement: 'wall',
        colours: [palette.terracotta, palette.sand, palette.forest],
      },
      text: {
        nl: {
          name: 'Horeca',
          slug: 'horeca',
          description:
            'Wand- en plafondpanelen voor restaurants, cafés en hotels: gasten praten ontspannen, zonder te hoeven schreeuwen.',
        },
        fr: {
          name: 'Hôtellerie et restauration',
          slug: 'hotellerie-et-restauration',
          description:
            'Des panneaux muraux et de plafond pour restaurants, cafés et hôtels : vos clients discutent détendus, sans devoir hausser la voix.',
        },
        de: {
          name: 'Gastronomie',
          slug: 'gastronomie',
          description:
            'Wand- und Deckenpaneele für Restaurants, Cafés und Hotels: Ihre Gäste unterhalten sich entspannt, ohne laut werden zu müssen.',
        },
        en: {
          name: 'Hospitality',
          slug: 'hospitality',
          description:
            'Wall and ceiling panels for restaurants, cafés and hotels: guests chat comfortably without having to raise their voices.',
        },
      },
    },
    {
      key: 'photo-prints',
      artwork: { kind: 'photoprint', scene: 'city' },
      text: {
        nl: {
          name: 'Fotoprints',
          slug: 'fotoprints',
          description:
            'Je eigen beeld, logo of een van onze fotomotieven op een akoestisch paneel.',
        },
        fr: {
          name: 'Impressions photo',
          slug: 'impressions-photo',
          description:
            'Votre image, votre logo ou l’un de nos motifs photo sur un panneau acoustique.',
        },
        de: {
          name: 'Fotodrucke',
          slug: 'fotodrucke',
          description:
            'Ihr eigenes Motiv, Ihr Logo oder eines unserer Fotomotive auf einem Akustikpaneel.',
        },
        en: {
          name: 'Photo prints',
          slug: 'photo-prints',
          description: 'Your own image, logo or one of our photo designs on an acoustic panel.',
        },
      },
    },
  ],
  products: [
    panel({
      sku: 'ES-WALL',
      brandLabel: 'EchoStop',
      categories: ['office', 'education', 'hospitality'],
      rating: { average: 4.7, count: 386 },
      rules: wallRules,
      facts: feltFacts(0.55),
      text: {
        nl: {
          name: 'EchoStop akoestisch wandpaneel op maat',
          slug: 'akoestisch-wandpaneel-op-maat',
          summary:
            'Het allround wandpaneel van akoestisch vilt voor kantoor, klas en restaurant, tot op de centimeter op maat.',
          description:
            'EchoStop verkort de nagalmtijd merkbaar, zodat gesprekken verstaanbaar blijven en vermoeiend geroezemoes verdwijnt. Je kiest afmetingen tot 240 × 120 cm, de dikte, de vorm en een van twaalf kleuren; wij snijden elk paneel in onze eigen werkplaats op maat. Het vilt voldoet aan brandklasse B-s1,d0 en is daarmee geschikt voor openbare gebouwen.',
        },
        fr: {
          name: 'Panneau mural acoustique EchoStop sur mesure',
          slug: 'panneau-mural-acoustique-sur-mesure',
          summary:
            'Le panneau mural polyvalent en feutre acoustique pour bureaux, classes et restaurants, au centimètre près.',
          description:
            'EchoStop réduit nettement le temps de réverbération : les conversations restent intelligibles et le brouhaha fatigant disparaît. Vous choisissez les dimensions jusqu’à 240 × 120 cm, l’épaisseur, la forme et l’un des douze coloris ; nous découpons chaque panneau sur mesure dans notre propre atelier. Classé B-s1,d0, le feutre convient aux établissements recevant du public.',
        },
        de: {
          name: 'EchoStop Akustik-Wandpaneel nach Maß',
          slug: 'akustik-wandpaneel-nach-mass',
          summary:
            'Das Allround-Wandpaneel aus Akustikfilz für Büro, Klassenzimmer und Restaurant, zentimetergenau nach Maß.',
          description:
            'EchoStop verkürzt die Nachhallzeit spürbar, sodass Gespräche verständlich bleiben und ermüdendes Stimmengewirr verschwindet. Sie wählen Maße bis 240 × 120 cm, Stärke, Form und eine von zwölf Farben; wir schneiden jedes Paneel in unserer eigenen Werkstatt zu. Der Filz erfüllt die Brandklasse B-s1,d0 und eignet sich damit auch für öffentliche Gebäude.',
        },
        en: {
          name: 'EchoStop acoustic wall panel, made to measure',
          slug: 'acoustic-wall-panel-made-to-measure',
          summary:
            'The all-round acoustic felt wall panel for offices, classrooms and restaurants, cut to the centimetre.',
          description:
            'EchoStop noticeably shortens the reverberation time, so conversations stay intelligible and tiring background chatter fades away. Choose any size up to 240 × 120 cm, the thickness, the shape and one of twelve colours; we cut every panel to size in our own workshop. The felt meets fire class B-s1,d0, which makes it suitable for public buildings.',
        },
      },
    }),
    panel({
      sku: 'ES-DESK',
      brandLabel: 'EchoStop',
      categories: ['office'],
      rating: { average: 4.6, count: 174 },
      rules: deskRules,
      facts: feltFacts(0.55),
      text: {
        nl: {
          name: 'EchoStop akoestisch bureauscherm',
          slug: 'akoestisch-bureauscherm-van-vilt',
          summary:
            'Een bureauscherm van vilt dat werkplekken visueel en akoestisch van elkaar scheidt.',
          description:
            'Het scherm wordt zonder boren met twee klemmen op het bureaublad bevestigd en past op bladen tot 40 mm dik. Het dempt de stemmen en telefoongesprekken van je buren, zodat je je beter kunt concentreren. Op maat leverbaar tot 180 cm breed en 80 cm hoog.',
        },
        fr: {
          name: 'Écran de bureau acoustique EchoStop',
          slug: 'ecran-de-bureau-acoustique-en-feutre',
          summary:
            'Un écran de bureau en feutre qui sépare les postes de travail, visuellement et acoustiquement.',
          description:
            'L’écran se fixe sur le plateau avec deux pinces, sans perçage, et convient aux plateaux jusqu’à 40 mm d’épaisseur. Il atténue les voix et les appels téléphoniques des voisins pour vous aider à rester concentré. Sur mesure jusqu’à 180 cm de large et 80 cm de haut.',
        },
        de: {
          name: 'EchoStop Akustik-Schreibtischtrennwand',
          slug: 'akustik-schreibtischtrennwand-aus-filz',
          summary:
            'Eine Tischtrennwand aus Filz, die Arbeitsplätze optisch und akustisch voneinander abschirmt.',
          description:
            'Die Trennwand wird mit zwei Klemmen ohne Bohren an der Tischplatte befestigt und passt auf Platten bis 40 mm Stärke. Sie dämpft Stimmen und Telefonate der Nachbarn, damit Sie sich besser konzentrieren können. Nach Maß lieferbar bis 180 cm Breite und 80 cm Höhe.',
        },
        en: {
          name: 'EchoStop acoustic desk screen',
          slug: 'acoustic-felt-desk-screen',
          summary:
            'A felt desk screen that shields workstations from each other, both visually and acoustically.',
          description:
            'The screen fixes to the desktop with two clamps, no drilling needed, and fits tops up to 40 mm thick. It softens your neighbours’ voices and phone calls so you can concentrate. Made to measure up to 180 cm wide and 80 cm high.',
        },
      },
    }),
    panel({
      sku: 'ES-DIVIDER',
      brandLabel: 'EchoStop',
      categories: ['office', 'hospitality'],
      rating: { average: 4.5, count: 63 },
      rules: dividerRules,
      facts: feltFacts(0.7),
      look: { placement: 'baffles' },
      text: {
        nl: {
          name: 'EchoStop hangende roomdivider van vilt',
          slug: 'hangende-akoestische-roomdivider',
          summary:
            'Een scheidingswand van vilt die aan het plafond hangt en open ruimtes akoestisch opdeelt.',
          description:
            'De roomdivider schept rustige zones in een open kantoor of restaurant, zonder dat je hoeft te verbouwen. Omdat hij aan kabels hangt, blijft de vloer vrij en verplaats je hem later eenvoudig. Beide zijden absorberen geluid, dus hij werkt naar twee kanten.',
        },
        fr: {
          name: 'Cloison suspendue acoustique EchoStop',
          slug: 'cloison-acoustique-suspendue-en-feutre',
          summary:
            'Une cloison en feutre suspendue au plafond qui divise acoustiquement les espaces ouverts.',
          description:
            'La cloison crée des zones calmes dans un open space ou un restaurant, sans aucuns travaux. Suspendue à des câbles, elle laisse le sol libre et se déplace facilement par la suite. Ses deux faces absorbent le son : elle agit des deux côtés.',
        },
        de: {
          name: 'EchoStop abgehängter Akustik-Raumteiler',
          slug: 'abgehaengter-akustik-raumteiler',
          summary:
            'Ein Raumteiler aus Filz, der von der Decke hängt und offene Räume akustisch gliedert.',
          description:
            'Der Raumteiler schafft ruhige Zonen im Großraumbüro oder Restaurant, ganz ohne Umbau. Da er an Seilen hängt, bleibt der Boden frei, und er lässt sich später leicht versetzen. Beide Seiten absorbieren Schall, er wirkt also in beide Richtungen.',
        },
        en: {
          name: 'EchoStop hanging acoustic room divider',
          slug: 'hanging-acoustic-room-divider',
          summary:
            'A felt partition that hangs from the ceiling and divides open spaces acoustically.',
          description:
            'The divider creates quiet zones in an open-plan office or restaurant without any building work. Hanging from cables, it keeps the floor clear and is easy to move later on. Both faces absorb sound, so it works in both directions.',
        },
      },
    }),
    panel({
      sku: 'ES-CLASS',
      brandLabel: 'EchoStop',
      categories: ['education'],
      rating: { average: 4.8, count: 142 },
      rules: classroomRules,
      facts: feltFacts(0.6, materials.petFeltDense),
      text: {
        nl: {
          name: 'EchoStop Class akoestisch paneel voor klaslokalen',
          slug: 'akoestisch-paneel-voor-klaslokalen',
          summary:
            'Grote, stootvaste viltpanelen die de nagalm in klaslokalen terugbrengen tot de richtwaarde.',
          description:
            'Een rustig klaslokaal helpt leerlingen zich te concentreren en spaart de stem van de leerkracht. De Class-panelen zijn tot 240 × 120 cm groot, zodat je met weinig panelen veel oppervlak dekt, en het hoogverdichte vilt kan tegen een stootje. In een gemiddeld lokaal van 60 m² haal je met zo’n 12 m² panelen de richtwaarde voor nagalm.',
        },
        fr: {
          name: 'Panneau acoustique EchoStop Class pour salles de classe',
          slug: 'panneau-acoustique-pour-salles-de-classe',
          summary:
            'De grands panneaux en feutre résistants aux chocs qui ramènent la réverbération des classes à la valeur recommandée.',
          description:
            'Une classe calme aide les élèves à se concentrer et ménage la voix de l’enseignant. Les panneaux Class mesurent jusqu’à 240 × 120 cm, pour couvrir une grande surface avec peu de panneaux, et leur feutre haute densité résiste aux chocs. Dans une classe moyenne de 60 m², environ 12 m² de panneaux suffisent pour atteindre la valeur de réverbération recommandée.',
        },
        de: {
          name: 'EchoStop Class Akustikpaneel für Klassenzimmer',
          slug: 'akustikpaneel-fuer-klassenzimmer',
          summary:
            'Große, stoßfeste Filzpaneele, die den Nachhall im Klassenzimmer auf den Richtwert senken.',
          description:
            'Ein ruhiges Klassenzimmer hilft beim Konzentrieren und schont die Stimme der Lehrkraft. Die Class-Paneele messen bis 240 × 120 cm, sodass Sie mit wenigen Paneelen viel Fläche abdecken, und der hochverdichtete Filz steckt Stöße gut weg. In einem durchschnittlichen Klassenraum von 60 m² erreichen Sie mit rund 12 m² Paneelen den Richtwert nach DIN 18041.',
        },
        en: {
          name: 'EchoStop Class acoustic panel for classrooms',
          slug: 'acoustic-panel-for-classrooms',
          summary:
            'Large, impact-resistant felt panels that bring classroom reverberation down to the recommended level.',
          description:
            'A quiet classroom helps pupils concentrate and spares the teacher’s voice. Class panels measure up to 240 × 120 cm, so a few panels cover a large area, and the high-density felt shrugs off knocks. In an average 60 m² classroom, about 12 m² of panels reaches the recommended reverberation time.',
        },
      },
    }),
    panel({
      sku: 'ES-PIN',
      brandLabel: 'EchoStop',
      categories: ['education', 'office'],
      rating: { average: 4.6, count: 97 },
      rules: pinboardRules,
      facts: feltFacts(0.35, materials.petFeltDense),
      text: {
        nl: {
          name: 'EchoStop prikbordpaneel voor school en kantoor',
          slug: 'akoestisch-prikbordpaneel',
          summary:
            'Een groot prikbord van akoestisch vilt voor werkstukken, planningen en mededelingen.',
          description:
            'In gangen, lokalen en projectruimtes hang je hier tekeningen, roosters en posters aan met gewone punaises. Het vilt sluit zich weer na gebruik, dus het bord blijft jarenlang netjes. Tegelijk dempt het de galm die in lange gangen zo snel ontstaat.',
        },
        fr: {
          name: 'Panneau d’affichage acoustique EchoStop pour écoles et bureaux',
          slug: 'panneau-d-affichage-acoustique',
          summary:
            'Un grand tableau d’affichage en feutre acoustique pour travaux d’élèves, plannings et annonces.',
          description:
            'Dans les couloirs, les classes et les salles de projet, on y épingle dessins, emplois du temps et affiches avec de simples punaises. Le feutre se referme après usage et le panneau reste impeccable pendant des années. Il atténue en même temps l’écho qui se forme si vite dans les longs couloirs.',
        },
        de: {
          name: 'EchoStop Pinnwandpaneel für Schule und Büro',
          slug: 'akustik-pinnwandpaneel',
          summary:
            'Eine große Pinnwand aus Akustikfilz für Schülerarbeiten, Planungen und Aushänge.',
          description:
            'In Fluren, Klassen- und Projekträumen hängen Sie Zeichnungen, Stundenpläne und Poster mit ganz normalen Pinnnadeln auf. Der Filz schließt sich nach dem Gebrauch wieder, sodass die Wand jahrelang ordentlich aussieht. Gleichzeitig dämpft sie den Hall, der in langen Fluren so schnell entsteht.',
        },
        en: {
          name: 'EchoStop pinboard panel for schools and offices',
          slug: 'acoustic-pinboard-panel',
          summary: 'A large acoustic felt pinboard for pupils’ work, schedules and notices.',
          description:
            'In corridors, classrooms and project rooms, pin up drawings, timetables and posters with ordinary drawing pins. The felt closes up again after use, so the board looks neat for years. At the same time it dampens the echo that builds up so quickly in long corridors.',
        },
      },
    }),
    panel({
      sku: 'ES-HEXA',
      brandLabel: 'EchoStop',
      categories: ['hospitality', 'office'],
      rating: { average: 4.8, count: 118 },
      rules: hexagonRules,
      facts: feltFacts(0.55),
      text: {
        nl: {
          name: 'EchoStop Hexa zeshoekig akoestisch paneel',
          slug: 'zeshoekig-akoestisch-paneel',
          summary:
            'Zeshoekige viltpanelen voor een opvallende akoestische wand in restaurant, lobby of kantoor.',
          description:
            'Leg de zeshoeken aaneen tot een honingraat in je huisstijlkleuren of laat ze als losse accenten over de wand lopen. Het vilt dempt het stemgeroezemoes dat in drukke restaurants zo snel oploopt. Verkrijgbaar van 30 tot 90 cm breed, in 12 of 24 mm.',
        },
        fr: {
          name: 'Panneau acoustique hexagonal EchoStop Hexa',
          slug: 'panneau-acoustique-hexagonal',
          summary:
            'Des panneaux hexagonaux en feutre pour un mur acoustique remarqué au restaurant, dans le hall ou au bureau.',
          description:
            'Assemblez les hexagones en nid d’abeille aux couleurs de votre marque ou disposez-les en touches libres sur le mur. Le feutre atténue le brouhaha qui monte si vite dans un restaurant animé. Disponible de 30 à 90 cm de large, en 12 ou 24 mm.',
        },
        de: {
          name: 'EchoStop Hexa sechseckiges Akustikpaneel',
          slug: 'sechseckiges-akustikpaneel',
          summary:
            'Sechseckige Filzpaneele für eine auffällige Akustikwand in Restaurant, Lobby oder Büro.',
          description:
            'Fügen Sie die Sechsecke zu einer Wabe in Ihren Markenfarben zusammen oder setzen Sie sie als einzelne Akzente an die Wand. Der Filz dämpft das Stimmengewirr, das in vollen Restaurants schnell anschwillt. Erhältlich von 30 bis 90 cm Breite, in 12 oder 24 mm.',
        },
        en: {
          name: 'EchoStop Hexa hexagonal acoustic panel',
          slug: 'hexagonal-acoustic-panel',
          summary:
            'Hexagonal felt panels for a striking acoustic wall in restaurants, lobbies and offices.',
          description:
            'Join the hexagons into a honeycomb in your brand colours or scatter them across the wall as accents. The felt dampens the chatter that builds up so quickly in a busy restaurant. Available from 30 to 90 cm across, in 12 or 24 mm.',
        },
      },
    }),
    panel({
      sku: 'ES-CIRCLE',
      brandLabel: 'EchoStop',
      categories: ['hospitality', 'office'],
      rating: { average: 4.7, count: 88 },
      rules: circleRules,
      facts: feltFacts(0.55),
      text: {
        nl: {
          name: 'EchoStop Circle rond akoestisch wandpaneel',
          slug: 'rond-akoestisch-wandpaneel',
          summary:
            'Ronde viltpanelen van 40 tot 150 cm die strakke wanden in horeca en kantoor zachter maken.',
          description:
            'Cirkels brengen beweging in een wand en zijn eindeloos te combineren in maat en kleur. Achter een bar, boven een bank of in een vergaderruimte dempen ze galm zonder als techniek op te vallen. Op maat gesneden uit vilt met brandklasse B-s1,d0.',
        },
        fr: {
          name: 'Panneau mural acoustique rond EchoStop Circle',
          slug: 'panneau-mural-acoustique-rond',
          summary:
            'Des panneaux ronds en feutre de 40 à 150 cm qui adoucissent les murs des restaurants et des bureaux.',
          description:
            'Les cercles animent un mur et se combinent à l’infini en tailles et en couleurs. Derrière un bar, au-dessus d’une banquette ou en salle de réunion, ils réduisent l’écho sans avoir l’air d’un équipement technique. Découpés sur mesure dans un feutre classé B-s1,d0.',
        },
        de: {
          name: 'EchoStop Circle rundes Akustik-Wandpaneel',
          slug: 'rundes-akustik-wandpaneel',
          summary:
            'Runde Filzpaneele von 40 bis 150 cm, die klare Wände in Gastronomie und Büro weicher machen.',
          description:
            'Kreise bringen Bewegung an die Wand und lassen sich in Größe und Farbe beliebig kombinieren. Hinter der Bar, über einer Sitzbank oder im Besprechungsraum dämpfen sie den Hall, ohne nach Technik auszusehen. Nach Maß geschnitten aus Filz der Brandklasse B-s1,d0.',
        },
        en: {
          name: 'EchoStop Circle round acoustic wall panel',
          slug: 'round-acoustic-wall-panel',
          summary:
            'Round felt panels from 40 to 150 cm that soften hard walls in restaurants and offices.',
          description:
            'Circles bring movement to a wall and combine endlessly in size and colour. Behind a bar, above a banquette or in a meeting room, they tame echo without looking like technical kit. Cut to measure from felt rated B-s1,d0.',
        },
      },
    }),
    panel({
      sku: 'ES-LINE',
      brandLabel: 'EchoStop',
      categories: ['office', 'hospitality'],
      rating: { average: 4.6, count: 71 },
      rules: lineRules,
      facts: feltFacts(0.6),
      look: { surface: 'grooves' },
      text: {
        nl: {
          name: 'EchoStop Line wandpaneel met groeven',
          slug: 'akoestisch-wandpaneel-met-groeven',
          summary:
            'Een gegroefd viltpaneel dat de uitstraling van houten lamellen combineert met de rust van vilt.',
          description:
            'De verticale groeven zorgen voor een strak, architectonisch ritme dat goed past bij moderne kantoren en restaurants. Anders dan houten lamellen is het paneel licht, zacht en eenvoudig op maat te maken tot 240 × 120 cm. Geschikt voor grote wanden in ontvangstruimtes, vergaderzalen en restaurants.',
        },
        fr: {
          name: 'Panneau mural rainuré EchoStop Line',
          slug: 'panneau-mural-acoustique-rainure',
          summary:
            'Un panneau en feutre rainuré qui marie l’allure des tasseaux de bois au calme du feutre.',
          description:
            'Les rainures verticales créent un rythme net et architectural, parfait pour les bureaux et restaurants contemporains. Contrairement aux tasseaux de bois, le panneau est léger, doux et facile à faire sur mesure jusqu’à 240 × 120 cm. Idéal pour les grands murs d’accueil, de salles de réunion et de restaurants.',
        },
        de: {
          name: 'EchoStop Line Wandpaneel mit Rillen',
          slug: 'akustik-wandpaneel-mit-rillen',
          summary:
            'Ein gerilltes Filzpaneel, das die Optik von Holzlamellen mit der Ruhe von Filz verbindet.',
          description:
            'Die senkrechten Rillen sorgen für einen klaren, architektonischen Rhythmus, der gut zu modernen Büros und Restaurants passt. Anders als Holzlamellen ist das Paneel leicht, weich und einfach nach Maß bis 240 × 120 cm zu fertigen. Geeignet für große Wände in Empfangsbereichen, Besprechungsräumen und Restaurants.',
        },
        en: {
          name: 'EchoStop Line grooved wall panel',
          slug: 'grooved-acoustic-wall-panel',
          summary:
            'A grooved felt panel that pairs the look of timber slats with the calm of felt.',
          description:
            'Vertical grooves create a crisp architectural rhythm that suits modern offices and restaurants. Unlike timber slats, the panel is light, soft and easy to make to measure up to 240 × 120 cm. Ideal for large walls in receptions, meeting rooms and restaurants.',
        },
      },
    }),
    panel({
      sku: 'ES-SPORT',
      brandLabel: 'EchoStop',
      categories: ['education'],
      rating: { average: 4.5, count: 42 },
      rules: sportRules,
      facts: feltFacts(0.6, materials.petFeltDense),
      text: {
        nl: {
          name: 'EchoStop Sport balwerend akoestisch paneel',
          slug: 'balwerend-akoestisch-paneel',
          summary:
            'Een extra stevig viltpaneel voor gymzalen en sporthallen dat tegen een bal kan.',
          description:
            'In sportzalen weerkaatsen fluitjes, ballen en stemmen eindeloos tegen harde wanden. Dit hoogverdichte vilt absorbeert die galm en is balwerend getest, dus een harde worp richt geen schade aan. De panelen worden met lijm of een rail vlak tegen de wand gemonteerd, zonder uitstekende randen.',
        },
        fr: {
          name: 'Panneau acoustique anti-ballon EchoStop Sport',
          slug: 'panneau-acoustique-resistant-aux-ballons',
          summary:
            'Un panneau en feutre extra robuste pour gymnases et salles de sport, qui résiste aux tirs de ballon.',
          description:
            'Dans un gymnase, sifflets, ballons et voix résonnent sans fin sur les murs durs. Ce feutre haute densité absorbe cette réverbération et a été testé aux chocs de ballon : un tir puissant ne l’abîme pas. Les panneaux se fixent à plat contre le mur, à la colle ou sur rail, sans arêtes saillantes.',
        },
        de: {
          name: 'EchoStop Sport ballwurfsicheres Akustikpaneel',
          slug: 'ballwurfsicheres-akustikpaneel',
          summary:
            'Ein besonders robustes Filzpaneel für Turn- und Sporthallen, das Ballwürfen standhält.',
          description:
            'In Sporthallen hallen Pfiffe, Bälle und Stimmen endlos von harten Wänden wider. Der hochverdichtete Filz schluckt diesen Hall und ist auf Ballwurfsicherheit geprüft, sodass auch ein harter Wurf keinen Schaden anrichtet. Die Paneele werden mit Kleber oder auf Schienen flach an der Wand montiert, ohne vorstehende Kanten.',
        },
        en: {
          name: 'EchoStop Sport ball-resistant acoustic panel',
          slug: 'ball-resistant-acoustic-panel',
          summary: 'An extra-tough felt panel for gyms and sports halls that can take a ball.',
          description:
            'In sports halls, whistles, balls and voices bounce endlessly off hard walls. This high-density felt absorbs that echo and is tested for ball impact, so even a hard throw does no damage. The panels mount flat against the wall with adhesive or a rail, with no protruding edges.',
        },
      },
    }),
    panel({
      sku: 'SC-RAFT',
      brandLabel: 'SilentCeiling',
      categories: ['office', 'education'],
      rating: { average: 4.7, count: 109 },
      rules: raftRules,
      facts: feltFacts(0.9),
      look: { placement: 'ceiling' },
      text: {
        nl: {
          name: 'SilentCeiling akoestisch plafondeiland',
          slug: 'akoestisch-plafondeiland',
          summary:
            'Een vrij hangend plafondeiland van vilt voor kantoren en lokalen met een hard plafond.',
          description:
            'Betonnen en gipsplafonds kaatsen geluid direct terug de ruimte in; een eiland eronder vangt het op voordat het gaat galmen. Het hangt aan vier staalkabels, houdt sprinklers en verlichting vrij en is in hoogte verstelbaar. Op maat tot 240 × 120 cm, inclusief ophangset.',
        },
        fr: {
          name: 'Îlot acoustique de plafond SilentCeiling',
          slug: 'ilot-acoustique-de-plafond',
          summary:
            'Un îlot de plafond suspendu en feutre pour les bureaux et salles de classe au plafond dur.',
          description:
            'Les plafonds en béton ou en plâtre renvoient le son directement dans la pièce ; un îlot suspendu le capte avant qu’il ne résonne. Accroché à quatre câbles en acier réglables en hauteur, il laisse sprinklers et éclairage dégagés. Sur mesure jusqu’à 240 × 120 cm, kit de suspension compris.',
        },
        de: {
          name: 'SilentCeiling Akustik-Deckensegel',
          slug: 'akustik-deckensegel',
          summary:
            'Ein frei hängendes Deckensegel aus Filz für Büros und Klassenräume mit harter Decke.',
          description:
            'Beton- und Gipsdecken werfen den Schall direkt in den Raum zurück; ein Segel darunter fängt ihn ab, bevor er nachhallt. Es hängt an vier höhenverstellbaren Stahlseilen und lässt Sprinkler und Beleuchtung frei. Nach Maß bis 240 × 120 cm, inklusive Abhängeset.',
        },
        en: {
          name: 'SilentCeiling acoustic ceiling raft',
          slug: 'acoustic-ceiling-raft',
          summary:
            'A free-hanging felt ceiling raft for offices and classrooms with a hard ceiling.',
          description:
            'Concrete and plaster ceilings bounce sound straight back into the room; a raft beneath catches it before it can ring on. It hangs from four height-adjustable steel cables and keeps sprinklers and lighting clear. Made to measure up to 240 × 120 cm, suspension kit included.',
        },
      },
    }),
    panel({
      sku: 'SC-BAFFLE',
      brandLabel: 'SilentCeiling',
      categories: ['office', 'hospitality', 'education'],
      rating: { average: 4.6, count: 83 },
      rules: baffleRules,
      facts: feltFacts(0.85),
      look: { placement: 'baffles' },
      text: {
        nl: {
          name: 'SilentCeiling plafondbaffle',
          slug: 'akoestische-plafondbaffle',
          summary: 'Verticale baffles voor hoge ruimtes zoals kantines, aula’s en open kantoren.',
          description:
            'Omdat baffles aan beide zijden absorberen, halen ze veel geluid weg met weinig plafondoppervlak. Ze zijn ideaal onder betonnen plafonds en boven open werkplekken, waar een verlaagd plafond geen optie is. Leverbaar tot 240 cm lang en 60 cm hoog, met twee ophangkabels.',
        },
        fr: {
          name: 'Baffle acoustique de plafond SilentCeiling',
          slug: 'baffle-acoustique-de-plafond',
          summary:
            'Des baffles verticaux pour les grands volumes : cantines, auditoriums et open spaces.',
          description:
            'Absorbant sur leurs deux faces, les baffles captent beaucoup de son pour peu de surface de plafond. Ils sont idéaux sous un plafond en béton et au-dessus des postes ouverts, là où un faux plafond n’est pas envisageable. Jusqu’à 240 cm de long et 60 cm de haut, avec deux câbles de suspension.',
        },
        de: {
          name: 'SilentCeiling Deckenbaffel',
          slug: 'akustik-deckenbaffel',
          summary: 'Senkrechte Baffeln für hohe Räume wie Kantinen, Aulen und Großraumbüros.',
          description:
            'Da Baffeln auf beiden Seiten absorbieren, nehmen sie mit wenig Deckenfläche viel Schall auf. Sie sind ideal unter Betondecken und über offenen Arbeitsplätzen, wo eine abgehängte Decke nicht in Frage kommt. Lieferbar bis 240 cm Länge und 60 cm Höhe, mit zwei Abhängeseilen.',
        },
        en: {
          name: 'SilentCeiling acoustic ceiling baffle',
          slug: 'acoustic-ceiling-baffle',
          summary:
            'Vertical baffles for tall spaces such as canteens, auditoriums and open-plan offices.',
          description:
            'Because baffles absorb on both faces, they remove a lot of sound using little ceiling area. They are ideal under concrete ceilings and above open workstations, where a suspended ceiling is not an option. Up to 240 cm long and 60 cm high, with two suspension cables.',
        },
      },
    }),
    panel({
      sku: 'SC-TILE',
      brandLabel: 'SilentCeiling',
      categories: ['office', 'education'],
      rating: { average: 4.4, count: 56 },
      rules: tileRules,
      facts: feltFacts(0.8),
      look: { placement: 'ceiling' },
      text: {
        nl: {
          name: 'SilentCeiling akoestische plafondplaat voor systeemplafonds',
          slug: 'akoestische-plafondplaat-voor-systeemplafond',
          summary: 'Viltplaten die je zonder gereedschap in een bestaand systeemplafond legt.',
          description:
            'Vervang de standaard plafondplaten in kantoor of school door akoestisch vilt met een veel hogere absorptie. De platen worden op maat gesneden voor rasters van 60 × 60 en 60 × 120 cm en zijn licht genoeg voor elk profiel. Zo verbeter je de akoestiek in een weekend, zonder bouwstof.',
        },
        fr: {
          name: 'Dalle acoustique SilentCeiling pour faux plafond',
          slug: 'dalle-acoustique-pour-faux-plafond',
          summary: 'Des dalles en feutre qui se posent sans outils dans un faux plafond existant.',
          description:
            'Remplacez les dalles standard du bureau ou de l’école par du feutre acoustique nettement plus absorbant. Les dalles sont découpées sur mesure pour les trames de 60 × 60 et 60 × 120 cm et sont assez légères pour tous les profilés. Vous améliorez ainsi l’acoustique en un week-end, sans poussière de chantier.',
        },
        de: {
          name: 'SilentCeiling Akustik-Deckenplatte für Rasterdecken',
          slug: 'akustik-deckenplatte-fuer-rasterdecken',
          summary: 'Filzplatten, die Sie ohne Werkzeug in eine bestehende Rasterdecke einlegen.',
          description:
            'Ersetzen Sie die Standardplatten in Büro oder Schule durch Akustikfilz mit deutlich höherer Absorption. Die Platten werden passend für Raster von 60 × 60 und 60 × 120 cm zugeschnitten und sind leicht genug für jedes Profil. So verbessern Sie die Akustik an einem Wochenende, ganz ohne Baustaub.',
        },
        en: {
          name: 'SilentCeiling acoustic tile for grid ceilings',
          slug: 'acoustic-tile-for-grid-ceilings',
          summary: 'Felt tiles that drop into an existing suspended grid ceiling without tools.',
          description:
            'Replace the standard tiles in an office or school with acoustic felt that absorbs far more sound. The tiles are cut to fit 60 × 60 and 60 × 120 cm grids and are light enough for any profile. It improves the acoustics in a weekend, with no building dust.',
        },
      },
    }),
    panel({
      sku: 'SC-DISC',
      brandLabel: 'SilentCeiling',
      categories: ['hospitality'],
      rating: { average: 4.8, count: 47 },
      rules: discRules,
      facts: feltFacts(0.9),
      look: { placement: 'ceiling' },
      text: {
        nl: {
          name: 'SilentCeiling rond plafondeiland',
          slug: 'rond-plafondeiland-van-vilt',
          summary:
            'Ronde plafondeilanden van 80 tot 200 cm voor restaurants, lobby’s en koffiebars.',
          description:
            'Boven ronde tafels en zithoeken zorgen de eilanden voor intiemere gesprekken en een rustiger geluidsbeeld. Op verschillende hoogtes gehangen vormen ze een speels wolkendek dat bij elk interieur past. Leverbaar in zeven kleuren, met drie staalkabels.',
        },
        fr: {
          name: 'Îlot de plafond rond SilentCeiling',
          slug: 'ilot-de-plafond-rond-en-feutre',
          summary:
            'Des îlots ronds de 80 à 200 cm pour restaurants, halls d’accueil et bars à café.',
          description:
            'Au-dessus des tables rondes et des coins salon, les îlots rendent les conversations plus intimes et l’ambiance sonore plus calme. Suspendus à différentes hauteurs, ils forment un ciel de nuages ludique qui s’accorde à tous les intérieurs. Disponible en sept couleurs, avec trois câbles en acier.',
        },
        de: {
          name: 'SilentCeiling rundes Deckensegel',
          slug: 'rundes-deckensegel-aus-filz',
          summary: 'Runde Deckensegel von 80 bis 200 cm für Restaurants, Lobbys und Coffeeshops.',
          description:
            'Über runden Tischen und Sitzgruppen sorgen die Segel für vertrautere Gespräche und eine ruhigere Geräuschkulisse. In verschiedenen Höhen abgehängt bilden sie eine verspielte Wolkendecke, die zu jedem Interieur passt. Lieferbar in sieben Farben, mit drei Stahlseilen.',
        },
        en: {
          name: 'SilentCeiling round ceiling raft',
          slug: 'round-felt-ceiling-raft',
          summary:
            'Round ceiling rafts from 80 to 200 cm for restaurants, lobbies and coffee bars.',
          description:
            'Above round tables and seating areas, the rafts make conversations more intimate and the soundscape calmer. Hung at different heights, they form a playful cloudscape that suits any interior. Available in seven colours, with three steel cables.',
        },
      },
    }),
    photoprint({
      sku: 'PA-OWN',
      brandLabel: 'PhotoAcoustic',
      categories: ['photo-prints'],
      rating: { average: 4.6, count: 132 },
      rules: printRules,
      facts: printFacts,
      scene: 'waves',
      text: {
        nl: {
          name: 'PhotoAcoustic eigen foto of logo op akoestisch paneel',
          slug: 'eigen-foto-of-logo-op-akoestisch-paneel',
          summary:
            'Je eigen beeld, foto of logo op een akoestisch paneel: huisstijl en akoestiek in één.',
          description:
            'Laat je logo, een sfeerbeeld van je bedrijf of een teamfoto drukken op een paneel dat galm dempt. Het bedrukte doek wordt strak over een aluminium frame met absorberende vulling gespannen en is later te vervangen. De configurator controleert direct of je bestand scherp genoeg is.',
        },
        fr: {
          name: 'Votre photo ou logo sur panneau acoustique PhotoAcoustic',
          slug: 'votre-photo-ou-logo-sur-panneau-acoustique',
          summary:
            'Votre image, photo ou logo sur un panneau acoustique : identité visuelle et acoustique réunies.',
          description:
            'Faites imprimer votre logo, une photo d’ambiance de votre entreprise ou une photo d’équipe sur un panneau qui réduit l’écho. La toile imprimée est tendue sur un cadre en aluminium garni d’un matériau absorbant et peut être remplacée plus tard. Le configurateur vérifie aussitôt si votre fichier est assez net.',
        },
        de: {
          name: 'PhotoAcoustic eigenes Foto oder Logo auf Akustikpaneel',
          slug: 'eigenes-foto-oder-logo-auf-akustikpaneel',
          summary:
            'Ihr eigenes Motiv, Foto oder Logo auf einem Akustikpaneel: Corporate Design und Akustik in einem.',
          description:
            'Lassen Sie Ihr Logo, ein Stimmungsbild Ihres Unternehmens oder ein Teamfoto auf ein Paneel drucken, das den Hall dämpft. Das bedruckte Gewebe wird straff über einen Aluminiumrahmen mit absorbierender Füllung gespannt und lässt sich später austauschen. Der Konfigurator prüft sofort, ob Ihre Datei scharf genug ist.',
        },
        en: {
          name: 'PhotoAcoustic your own photo or logo on an acoustic panel',
          slug: 'your-photo-or-logo-on-an-acoustic-panel',
          summary:
            'Your own image, photo or logo on an acoustic panel: brand identity and acoustics in one.',
          description:
            'Have your logo, a mood shot of your business or a team photo printed on a panel that tames echo. The printed fabric is stretched taut over an aluminium frame with an absorbent core and can be replaced later. The configurator checks straight away whether your file is sharp enough.',
        },
      },
    }),
    photoprint({
      sku: 'PA-SKYLINE',
      brandLabel: 'PhotoAcoustic',
      categories: ['photo-prints', 'office'],
      rating: { average: 4.5, count: 58 },
      rules: printRules,
      facts: printFacts,
      scene: 'city',
      text: {
        nl: {
          name: 'PhotoAcoustic akoestisch paneel Skyline bij avond',
          slug: 'akoestisch-fotopaneel-skyline-bij-avond',
          summary:
            'Een stadssilhouet in de schemering met verlichte ramen, op een geluiddempend paneel.',
          description:
            'Het warme avondlicht boven de skyline geeft vergaderruimtes en lounges een stedelijke, levendige sfeer. Het paneel oogt als een ingelijste fotoprint, maar dempt nagalm als een akoestisch element. Leverbaar van 60 × 40 tot 150 × 100 cm.',
        },
        fr: {
          name: 'Panneau acoustique PhotoAcoustic Skyline au crépuscule',
          slug: 'panneau-photo-acoustique-skyline-au-crepuscule',
          summary:
            'Une silhouette urbaine au crépuscule, fenêtres éclairées, sur un panneau qui atténue le bruit.',
          description:
            'La lumière chaude du soir au-dessus de la skyline donne aux salles de réunion et aux lounges une ambiance urbaine et vivante. Le panneau a l’allure d’un tirage photo encadré, mais réduit la réverbération comme un élément acoustique. Disponible de 60 × 40 à 150 × 100 cm.',
        },
        de: {
          name: 'PhotoAcoustic Akustikpaneel Skyline am Abend',
          slug: 'akustik-fotopaneel-skyline-am-abend',
          summary:
            'Eine Stadtsilhouette in der Dämmerung mit erleuchteten Fenstern, auf einem schalldämpfenden Paneel.',
          description:
            'Das warme Abendlicht über der Skyline verleiht Besprechungsräumen und Lounges eine urbane, lebendige Atmosphäre. Das Paneel wirkt wie ein gerahmter Fotodruck, dämpft aber den Nachhall wie ein Akustikelement. Erhältlich von 60 × 40 bis 150 × 100 cm.',
        },
        en: {
          name: 'PhotoAcoustic acoustic panel Skyline at dusk',
          slug: 'acoustic-photo-panel-skyline-at-dusk',
          summary: 'A city skyline at dusk with lit windows, on a sound-absorbing panel.',
          description:
            'Warm evening light above the skyline gives meeting rooms and lounges an urban, lively feel. The panel looks like a framed photo print but cuts reverberation like an acoustic element. Available from 60 × 40 to 150 × 100 cm.',
        },
      },
    }),
    photoprint({
      sku: 'PA-SEA',
      brandLabel: 'PhotoAcoustic',
      categories: ['photo-prints', 'hospitality'],
      rating: { average: 4.8, count: 64 },
      rules: printRules,
      facts: printFacts,
      scene: 'sea',
      text: {
        nl: {
          name: 'PhotoAcoustic akoestisch paneel Zonsondergang aan zee',
          slug: 'akoestisch-fotopaneel-zonsondergang-aan-zee',
          summary:
            'Een rustgevende zonsondergang boven zee voor wachtkamers, spreekkamers en lounges.',
          description:
            'Het zachte licht en de weidse horizon brengen direct rust in ruimtes waar mensen wachten of praten. Achter de print zit een absorberende kern die stemmen en geschuifel dempt. Verkrijgbaar in vier formaten en twee diktes.',
        },
        fr: {
          name: 'Panneau acoustique PhotoAcoustic Coucher de soleil sur la mer',
          slug: 'panneau-photo-acoustique-coucher-de-soleil',
          summary:
            'Un coucher de soleil apaisant sur la mer pour salles d’attente, cabinets et lounges.',
          description:
            'La lumière douce et l’horizon dégagé apaisent aussitôt les lieux où l’on attend et où l’on parle. Derrière l’impression, une âme absorbante atténue les voix et les bruits de pas. Disponible en quatre formats et deux épaisseurs.',
        },
        de: {
          name: 'PhotoAcoustic Akustikpaneel Sonnenuntergang am Meer',
          slug: 'akustik-fotopaneel-sonnenuntergang-am-meer',
          summary:
            'Ein beruhigender Sonnenuntergang über dem Meer für Wartezimmer, Praxen und Lounges.',
          description:
            'Das sanfte Licht und der weite Horizont bringen sofort Ruhe in Räume, in denen Menschen warten oder sprechen. Hinter dem Druck steckt ein absorbierender Kern, der Stimmen und Schritte dämpft. Erhältlich in vier Formaten und zwei Stärken.',
        },
        en: {
          name: 'PhotoAcoustic acoustic panel Sunset at sea',
          slug: 'acoustic-photo-panel-sunset-at-sea',
          summary: 'A restful sunset over the sea for waiting rooms, consulting rooms and lounges.',
          description:
            'Soft light and a wide horizon instantly calm spaces where people wait or talk. Behind the print, an absorbent core dampens voices and shuffling feet. Available in four sizes and two thicknesses.',
        },
      },
    }),
    photoprint({
      sku: 'PA-MOUNTAIN',
      brandLabel: 'PhotoAcoustic',
      categories: ['photo-prints', 'education'],
      rating: { average: 4.7, count: 39 },
      rules: printRules,
      facts: printFacts,
      scene: 'mountains',
      text: {
        nl: {
          name: 'PhotoAcoustic akoestisch paneel Bergpanorama',
          slug: 'akoestisch-fotopaneel-bergpanorama',
          summary: 'Gelaagde bergtoppen in blauwgrijs, op een paneel dat de akoestiek verbetert.',
          description:
            'Het heldere bergpanorama geeft een vergaderruimte of werkplek diepte en frisse lucht, ook zonder raam. De print is geurloos, kleurvast en brandveilig, dus ook geschikt voor scholen en zorginstellingen. Kies het formaat dat bij je wand past, tot 150 × 100 cm.',
        },
        fr: {
          name: 'Panneau acoustique PhotoAcoustic Panorama de montagnes',
          slug: 'panneau-photo-acoustique-panorama-de-montagnes',
          summary: 'Des sommets en camaïeu de bleu-gris, sur un panneau qui améliore l’acoustique.',
          description:
            'Ce panorama de montagnes lumineux apporte profondeur et bouffée d’air frais à une salle de réunion ou un poste de travail, même sans fenêtre. L’impression est sans odeur, résistante à la lumière et conforme aux exigences incendie, donc adaptée aux écoles et aux établissements de santé. Choisissez le format qui convient à votre mur, jusqu’à 150 × 100 cm.',
        },
        de: {
          name: 'PhotoAcoustic Akustikpaneel Bergpanorama',
          slug: 'akustik-fotopaneel-bergpanorama',
          summary:
            'Gestaffelte Berggipfel in Blaugrau auf einem Paneel, das die Akustik verbessert.',
          description:
            'Das klare Bergpanorama gibt Besprechungsraum oder Arbeitsplatz Tiefe und frische Luft – auch ohne Fenster. Der Druck ist geruchlos, lichtecht und brandschutzgeprüft und eignet sich daher auch für Schulen und Pflegeeinrichtungen. Wählen Sie das Format, das zu Ihrer Wand passt, bis 150 × 100 cm.',
        },
        en: {
          name: 'PhotoAcoustic acoustic panel Mountain panorama',
          slug: 'acoustic-photo-panel-mountain-panorama',
          summary: 'Layered blue-grey peaks on a panel that improves the acoustics.',
          description:
            'The crisp mountain panorama gives a meeting room or workspace depth and fresh air, window or not. The print is odourless, fade-resistant and fire-rated, so it also suits schools and care facilities. Choose the size that fits your wall, up to 150 × 100 cm.',
        },
      },
    }),
    mountingAdhesive({
      brandLabel: 'EchoStop',
      categories: ['office', 'education', 'hospitality'],
      rating: { average: 4.5, count: 211 },
      colour: primary,
    }),
    mountingClips({
      brandLabel: 'EchoStop',
      categories: ['office', 'education', 'hospitality'],
      rating: { average: 4.4, count: 167 },
    }),
    suspensionKit({
      brandLabel: 'SilentCeiling',
      categories: ['office', 'education', 'hospitality'],
      rating: { average: 4.3, count: 54 },
    }),
    acousticMeasurement({
      brandLabel: 'EchoStop',
      categories: ['office', 'education', 'hospitality'],
      rating: { average: 4.9, count: 73 },
      priceCents: 39500,
    }),
    standard({
      sku: 'SRV-ADVICE',
      brandLabel: 'EchoStop',
      categories: ['office', 'education', 'hospitality'],
      rating: { average: 4.8, count: 96 },
      priceCents: 14900,
      item: 'advice',
      text: {
        nl: {
          name: 'Akoestisch advies met nagalmberekening',
          slug: 'akoestisch-advies-met-nagalmberekening',
          summary:
            'Op basis van je plattegrond berekenen we hoeveel panelen je nodig hebt en waar ze het best hangen.',
          description:
            'Je stuurt ons een plattegrond, foto’s en het gebruik van de ruimte; wij berekenen de huidige en de gewenste nagalmtijd volgens de geldende richtlijnen. Binnen drie werkdagen ontvang je een advies met een panelenplan en een offerte. Ideaal voor kantoren, scholen en restaurants die snel willen weten waar ze aan toe zijn.',
        },
        fr: {
          name: 'Conseil acoustique avec calcul de réverbération',
          slug: 'conseil-acoustique-avec-calcul-de-reverberation',
          summary:
            'À partir de votre plan, nous calculons le nombre de panneaux nécessaires et leur meilleur emplacement.',
          description:
            'Envoyez-nous un plan, des photos et l’usage de la pièce : nous calculons le temps de réverbération actuel et visé selon les recommandations en vigueur. Sous trois jours ouvrés, vous recevez un conseil avec plan d’implantation des panneaux et devis. Idéal pour les bureaux, écoles et restaurants qui veulent rapidement y voir clair.',
        },
        de: {
          name: 'Akustikberatung mit Nachhallberechnung',
          slug: 'akustikberatung-mit-nachhallberechnung',
          summary:
            'Anhand Ihres Grundrisses berechnen wir, wie viele Paneele Sie brauchen und wo sie am besten hängen.',
          description:
            'Sie senden uns Grundriss, Fotos und die Nutzung des Raums; wir berechnen die aktuelle und die angestrebte Nachhallzeit nach DIN 18041. Innerhalb von drei Werktagen erhalten Sie eine Empfehlung mit Paneelplan und Angebot. Ideal für Büros, Schulen und Restaurants, die schnell Klarheit möchten.',
        },
        en: {
          name: 'Acoustic advice with reverberation calculation',
          slug: 'acoustic-advice-with-reverberation-calculation',
          summary:
            'From your floor plan, we calculate how many panels you need and where they work best.',
          description:
            'Send us a floor plan, photos and how the room is used; we calculate the current and target reverberation time to the applicable guidelines. Within three working days you receive our advice with a panel layout and a quote. Ideal for offices, schools and restaurants that want clarity fast.',
        },
      },
      specs: specRows([
        [
          'duration',
          {
            nl: 'Binnen 3 werkdagen',
            fr: 'Sous 3 jours ouvrés',
            de: 'Innerhalb von 3 Werktagen',
            en: 'Within 3 working days',
          },
        ],
        [
          'suitableFor',
          {
            nl: 'Ruimtes tot 500 m²',
            fr: 'Pièces jusqu’à 500 m²',
            de: 'Räume bis 500 m²',
            en: 'Rooms up to 500 m²',
          },
        ],
        [
          'deliverable',
          {
            nl: 'Advies met nagalmberekening, panelenplan en offerte',
            fr: 'Conseil avec calcul de réverbération, implantation et devis',
            de: 'Empfehlung mit Nachhallberechnung, Paneelplan und Angebot',
            en: 'Advice with reverberation calculation, panel layout and quote',
          },
        ],
        [
          'contents',
          {
            nl: 'Berekening volgens Sabine, 125–4000 Hz',
            fr: 'Calcul selon Sabine, 125–4000 Hz',
            de: 'Berechnung nach Sabine, 125–4000 Hz',
            en: 'Sabine calculation, 125–4000 Hz',
          },
        ],
      ]),
    }),
  ],
};
