import type { ProductSeed } from '../types';
import { standard } from './products';
import { specRows } from './specs';

/** Accessories and services sold in more than one shop, under that shop's line and categories. */
interface Placement {
  brandLabel: string;
  categories: string[];
  rating: ProductSeed['rating'];
}

export function mountingAdhesive(at: Placement & { colour: string }): ProductSeed {
  return standard({
    sku: 'ACC-GLUE',
    ...at,
    priceCents: 1295,
    item: 'glue',
    text: {
      nl: {
        name: 'Montagelijm voor akoestische panelen (290 ml)',
        slug: 'montagelijm-voor-akoestische-panelen',
        summary: 'Oplosmiddelvrije lijm die viltpanelen stevig en blijvend op de muur houdt.',
        description:
          'De lijm op basis van MS-polymeer hecht op gips, beton, hout en geschilderde muren en tast het vilt niet aan. Zet een paar rupsen en dotten op de achterkant, druk het paneel aan en binnen enkele minuten zit het vast. Eén koker is genoeg voor ongeveer 3 m² panelen.',
      },
      fr: {
        name: 'Colle de montage pour panneaux acoustiques (290 ml)',
        slug: 'colle-de-montage-pour-panneaux-acoustiques',
        summary: 'Une colle sans solvant qui fixe durablement les panneaux en feutre au mur.',
        description:
          'À base de polymère MS, cette colle adhère au plâtre, au béton, au bois et aux murs peints sans abîmer le feutre. Appliquez quelques cordons et plots au dos, pressez le panneau contre le mur : il tient en quelques minutes. Une cartouche suffit pour environ 3 m² de panneaux.',
      },
      de: {
        name: 'Montagekleber für Akustikpaneele (290 ml)',
        slug: 'montagekleber-fuer-akustikpaneele',
        summary: 'Lösemittelfreier Kleber, der Filzpaneele fest und dauerhaft an der Wand hält.',
        description:
          'Der Kleber auf MS-Polymer-Basis haftet auf Gips, Beton, Holz und gestrichenen Wänden und greift den Filz nicht an. Ein paar Raupen und Punkte auf die Rückseite, Paneel andrücken – nach wenigen Minuten hält es. Eine Kartusche reicht für etwa 3 m² Paneele.',
      },
      en: {
        name: 'Mounting adhesive for acoustic panels (290 ml)',
        slug: 'mounting-adhesive-for-acoustic-panels',
        summary:
          'A solvent-free adhesive that holds felt panels firmly and permanently to the wall.',
        description:
          'The MS polymer adhesive bonds to plaster, concrete, wood and painted walls without attacking the felt. Apply a few beads and dabs to the back, press the panel on and it holds within minutes. One cartridge covers about 3 m² of panels.',
      },
    },
    specs: specRows([
      ['contents', '290 ml'],
      [
        'material',
        {
          nl: 'MS-polymeer, oplosmiddelvrij',
          fr: 'Polymère MS, sans solvant',
          de: 'MS-Polymer, lösemittelfrei',
          en: 'MS polymer, solvent-free',
        },
      ],
      [
        'coverage',
        {
          nl: 'ca. 3 m² panelen',
          fr: 'env. 3 m² de panneaux',
          de: 'ca. 3 m² Paneele',
          en: 'approx. 3 m² of panels',
        },
      ],
      [
        'suitableFor',
        {
          nl: 'Gips, beton, hout, geschilderde muren',
          fr: 'Plâtre, béton, bois, murs peints',
          de: 'Gips, Beton, Holz, gestrichene Wände',
          en: 'Plaster, concrete, wood, painted walls',
        },
      ],
    ]),
  });
}

export function mountingClips(at: Placement): ProductSeed {
  return standard({
    sku: 'ACC-CLIPS',
    ...at,
    priceCents: 1495,
    item: 'clips',
    text: {
      nl: {
        name: 'Montageclips voor wandpanelen (set van 8)',
        slug: 'montageclips-voor-wandpanelen',
        summary:
          'Verzinkte clips om panelen op te hangen en later zonder schade weer los te nemen.',
        description:
          'Schroef de clips op de muur en klik het paneel erop: zo verwissel of verplaats je panelen wanneer je wilt. Ideaal voor huurwoningen en kantoren waar de inrichting regelmatig verandert. Eén set is voldoende voor twee panelen tot 120 × 60 cm.',
      },
      fr: {
        name: 'Clips de fixation pour panneaux muraux (lot de 8)',
        slug: 'clips-de-fixation-pour-panneaux-muraux',
        summary:
          'Des clips galvanisés pour accrocher les panneaux et les retirer plus tard sans dégâts.',
        description:
          'Vissez les clips au mur et clipsez-y le panneau : vous changez ou déplacez ainsi vos panneaux quand vous le souhaitez. Idéal pour les locations et les bureaux dont l’aménagement évolue souvent. Un lot suffit pour deux panneaux jusqu’à 120 × 60 cm.',
      },
      de: {
        name: 'Montageclips für Wandpaneele (8er-Set)',
        slug: 'montageclips-fuer-wandpaneele',
        summary:
          'Verzinkte Clips, mit denen Sie Paneele aufhängen und später ohne Schäden wieder abnehmen.',
        description:
          'Schrauben Sie die Clips an die Wand und klicken Sie das Paneel auf – so tauschen oder versetzen Sie Paneele, wann immer Sie möchten. Ideal für Mietwohnungen und Büros, deren Einrichtung sich oft ändert. Ein Set reicht für zwei Paneele bis 120 × 60 cm.',
      },
      en: {
        name: 'Mounting clips for wall panels (set of 8)',
        slug: 'mounting-clips-for-wall-panels',
        summary: 'Galvanised clips to hang panels and take them down again later without damage.',
        description:
          'Screw the clips to the wall and click the panel on, so you can swap or move panels whenever you like. Ideal for rented homes and offices whose layout changes often. One set is enough for two panels up to 120 × 60 cm.',
      },
    },
    specs: specRows([
      [
        'contents',
        {
          nl: '8 clips met schroeven en pluggen',
          fr: '8 clips avec vis et chevilles',
          de: '8 Clips mit Schrauben und Dübeln',
          en: '8 clips with screws and wall plugs',
        },
      ],
      [
        'material',
        {
          nl: 'Verzinkt staal',
          fr: 'Acier galvanisé',
          de: 'Verzinkter Stahl',
          en: 'Galvanised steel',
        },
      ],
      [
        'suitableFor',
        {
          nl: 'Panelen van 12 en 24 mm',
          fr: 'Panneaux de 12 et 24 mm',
          de: 'Paneele mit 12 und 24 mm',
          en: '12 and 24 mm panels',
        },
      ],
      [
        'coverage',
        {
          nl: '2 panelen tot 120 × 60 cm',
          fr: '2 panneaux jusqu’à 120 × 60 cm',
          de: '2 Paneele bis 120 × 60 cm',
          en: '2 panels up to 120 × 60 cm',
        },
      ],
    ]),
  });
}

export function suspensionKit(at: Placement): ProductSeed {
  return standard({
    sku: 'ACC-CABLE',
    ...at,
    priceCents: 3495,
    item: 'cables',
    text: {
      nl: {
        name: 'Ophangset voor plafondeilanden (4 kabels)',
        slug: 'ophangset-voor-plafondeilanden',
        summary:
          'Vier staalkabels met plafondbevestiging en verstelbare grijpers voor een plafondeiland of baffle.',
        description:
          'Met de grijpers stel je de hoogte tot op de millimeter af, ook als het eiland al hangt. De kabels zijn 2 meter lang en op lengte in te korten. Inclusief pluggen en schroeven voor beton en hout.',
      },
      fr: {
        name: 'Kit de suspension pour îlots de plafond (4 câbles)',
        slug: 'kit-de-suspension-pour-ilots-de-plafond',
        summary:
          'Quatre câbles en acier avec fixations plafond et serre-câbles réglables pour un îlot ou un baffle.',
        description:
          'Les serre-câbles permettent de régler la hauteur au millimètre près, même une fois l’îlot suspendu. Les câbles mesurent 2 mètres et se recoupent à la longueur voulue. Chevilles et vis pour béton et bois comprises.',
      },
      de: {
        name: 'Abhängeset für Deckensegel (4 Seile)',
        slug: 'abhaengeset-fuer-deckensegel',
        summary:
          'Vier Stahlseile mit Deckenbefestigung und verstellbaren Seilhaltern für ein Deckensegel oder eine Baffel.',
        description:
          'Mit den Seilhaltern stellen Sie die Höhe millimetergenau ein, auch wenn das Segel schon hängt. Die Seile sind 2 Meter lang und lassen sich passend kürzen. Inklusive Dübeln und Schrauben für Beton und Holz.',
      },
      en: {
        name: 'Suspension kit for ceiling rafts (4 cables)',
        slug: 'suspension-kit-for-ceiling-rafts',
        summary:
          'Four steel cables with ceiling fixings and adjustable grippers for a raft or baffle.',
        description:
          'The grippers let you set the height to the millimetre, even once the raft is up. The cables are 2 metres long and can be cut to length. Wall plugs and screws for concrete and wood are included.',
      },
    },
    specs: specRows([
      [
        'contents',
        {
          nl: '4 kabels, 4 grijpers, 4 plafondbevestigingen',
          fr: '4 câbles, 4 serre-câbles, 4 fixations plafond',
          de: '4 Seile, 4 Seilhalter, 4 Deckenbefestigungen',
          en: '4 cables, 4 grippers, 4 ceiling fixings',
        },
      ],
      [
        'material',
        {
          nl: 'Gevlochten staalkabel Ø 1,5 mm, vernikkeld messing',
          fr: 'Câble acier tressé Ø 1,5 mm, laiton nickelé',
          de: 'Stahlseil Ø 1,5 mm, vernickeltes Messing',
          en: 'Braided steel cable Ø 1.5 mm, nickel-plated brass',
        },
      ],
      [
        'dimensions',
        {
          nl: '4 × 2 m, inkortbaar',
          fr: '4 × 2 m, recoupables',
          de: '4 × 2 m, kürzbar',
          en: '4 × 2 m, can be shortened',
        },
      ],
      [
        'suitableFor',
        {
          nl: 'Eilanden en baffles tot 15 kg',
          fr: 'Îlots et baffles jusqu’à 15 kg',
          de: 'Segel und Baffeln bis 15 kg',
          en: 'Rafts and baffles up to 15 kg',
        },
      ],
    ]),
  });
}

export function acousticMeasurement(at: Placement & { priceCents: number }): ProductSeed {
  return standard({
    sku: 'SRV-MEASURE',
    ...at,
    item: 'measurement',
    text: {
      nl: {
        name: 'Akoestische meting op locatie',
        slug: 'akoestische-meting-op-locatie',
        summary:
          'Een akoestisch adviseur meet de nagalmtijd in je ruimte en adviseert welke panelen je nodig hebt.',
        description:
          'We meten de nagalm per frequentieband met een meetmicrofoon en een impulsbron en vergelijken het resultaat met de richtwaarde voor jouw type ruimte. Binnen vijf werkdagen ontvang je een rapport met een plattegrond waarop aantal, maat en plaats van de panelen staan. Bestel je daarna panelen, dan verrekenen we de helft van het bedrag.',
      },
      fr: {
        name: 'Mesure acoustique sur site',
        slug: 'mesure-acoustique-sur-site',
        summary:
          'Un acousticien mesure le temps de réverbération de votre pièce et vous conseille sur les panneaux nécessaires.',
        description:
          'Nous mesurons la réverbération par bande de fréquences avec un microphone de mesure et une source impulsionnelle, puis comparons le résultat à la valeur de référence de votre type de pièce. Sous cinq jours ouvrés, vous recevez un rapport avec un plan indiquant le nombre, la taille et l’emplacement des panneaux. Si vous commandez ensuite des panneaux, nous déduisons la moitié du montant.',
      },
      de: {
        name: 'Akustikmessung vor Ort',
        slug: 'akustikmessung-vor-ort',
        summary:
          'Ein Akustikberater misst die Nachhallzeit in Ihrem Raum und empfiehlt die passenden Paneele.',
        description:
          'Wir messen den Nachhall je Frequenzband mit Messmikrofon und Impulsquelle und vergleichen das Ergebnis mit dem Richtwert für Ihren Raumtyp. Innerhalb von fünf Werktagen erhalten Sie einen Bericht mit Grundriss, in dem Anzahl, Größe und Position der Paneele eingezeichnet sind. Bestellen Sie danach Paneele, verrechnen wir die Hälfte des Betrags.',
      },
      en: {
        name: 'On-site acoustic measurement',
        slug: 'on-site-acoustic-measurement',
        summary:
          'An acoustic consultant measures the reverberation time in your room and advises which panels you need.',
        description:
          'We measure reverberation per frequency band with a measurement microphone and an impulse source and compare the result with the target for your type of room. Within five working days you receive a report with a floor plan showing the number, size and position of the panels. If you then order panels, we deduct half the fee.',
      },
    },
    specs: specRows([
      [
        'duration',
        {
          nl: '2 tot 3 uur op locatie',
          fr: '2 à 3 heures sur place',
          de: '2 bis 3 Stunden vor Ort',
          en: '2 to 3 hours on site',
        },
      ],
      [
        'suitableFor',
        {
          nl: 'Ruimtes tot 250 m²',
          fr: 'Pièces jusqu’à 250 m²',
          de: 'Räume bis 250 m²',
          en: 'Rooms up to 250 m²',
        },
      ],
      [
        'deliverable',
        {
          nl: 'Meetrapport met plattegrond en panelenplan',
          fr: 'Rapport de mesure avec plan et implantation des panneaux',
          de: 'Messbericht mit Grundriss und Paneelplan',
          en: 'Measurement report with floor plan and panel layout',
        },
      ],
      [
        'contents',
        {
          nl: 'Nagalmtijd T20 per octaafband, 125–4000 Hz',
          fr: 'Temps de réverbération T20 par octave, 125–4000 Hz',
          de: 'Nachhallzeit T20 je Oktavband, 125–4000 Hz',
          en: 'Reverberation time T20 per octave band, 125–4000 Hz',
        },
      ],
    ]),
  });
}
