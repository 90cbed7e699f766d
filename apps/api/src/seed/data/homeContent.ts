import type { BrandId } from '@shop/site';

type Language = 'nl' | 'fr' | 'de' | 'en';
interface HomeCopy {
  heroTitle: string;
  heroText: string;
}

/** Demo copy for each shop's home page; editors replace it in the database. */
export const homeContent: Record<BrandId, Record<Language, HomeCopy>> = {
  'easy-noisecontrol': {
    nl: {
      heroTitle: 'Rust en stilte, waar je het nodig hebt',
      heroText:
        'Onze akoestische panelen verminderen lawaai en galm in kantoren, scholen, restaurants en woningen. Kies je panelen, bestel online en hoor direct het verschil.',
    },
    fr: {
      heroTitle: 'Le calme, là où vous en avez besoin',
      heroText:
        'Nos panneaux acoustiques réduisent le bruit et la réverbération dans les bureaux, les écoles, les restaurants et les habitations. Choisissez vos panneaux, commandez en ligne et entendez tout de suite la différence.',
    },
    de: {
      heroTitle: 'Ruhe, wo Sie sie brauchen',
      heroText:
        'Unsere Akustikpaneele reduzieren Lärm und Nachhall in Büros, Schulen, Restaurants und Wohnräumen. Wählen Sie Ihre Paneele, bestellen Sie online und hören Sie den Unterschied sofort.',
    },
    en: {
      heroTitle: 'Peace and quiet, wherever you need it',
      heroText:
        'Our acoustic panels cut noise and echo in offices, schools, restaurants and homes. Choose your panels, order online and hear the difference straight away.',
    },
  },
  'easy-felt': {
    nl: {
      heroTitle: 'Akoestisch vilt, op maat gemaakt',
      heroText:
        'Decoratieve viltpanelen voor wand en plafond die er prachtig uitzien en je ruimte beter laten klinken. Kies zelf kleur, vorm en afmetingen, wij maken ze op maat.',
    },
    fr: {
      heroTitle: 'Le feutre acoustique, sur mesure',
      heroText:
        'Des panneaux muraux et de plafond en feutre décoratif, aussi beaux qu’efficaces pour l’acoustique de votre pièce. Choisissez la couleur, la forme et les dimensions : nous les fabriquons sur mesure.',
    },
    de: {
      heroTitle: 'Akustikfilz nach Maß',
      heroText:
        'Dekorative Filzpaneele für Wand und Decke, die gut aussehen und die Akustik Ihres Raums spürbar verbessern. Wählen Sie Farbe, Form und Größe – wir fertigen sie für Sie nach Maß.',
    },
    en: {
      heroTitle: 'Acoustic felt, made to measure',
      heroText:
        'Decorative felt wall and ceiling panels that look stunning and make your room sound better. Choose the colour, shape and size, and we’ll make them to measure.',
    },
  },
  dbc: {
    nl: {
      heroTitle: 'Jouw foto, heerlijk stil',
      heroText:
        'Wij drukken je mooiste foto’s af op akoestische panelen die geluid dempen en je muren tot leven brengen. Bekijk wat we al maakten voor woningen, kantoren en openbare ruimtes.',
    },
    fr: {
      heroTitle: 'Vos photos, le calme en plus',
      heroText:
        'Nous imprimons vos plus belles photos sur des panneaux acoustiques qui absorbent le son tout en donnant vie à vos murs. Découvrez nos réalisations pour des habitations, des bureaux et des espaces publics.',
    },
    de: {
      heroTitle: 'Ihr Foto, angenehm leise',
      heroText:
        'Wir drucken Ihre schönsten Fotos auf Akustikpaneele, die Schall schlucken und Ihre Wände zum Leben erwecken. Entdecken Sie, was wir bereits für Wohnräume, Büros und öffentliche Räume gestaltet haben.',
    },
    en: {
      heroTitle: 'Your photo, beautifully quiet',
      heroText:
        'We print your favourite photos on acoustic panels that absorb sound and bring your walls to life. Take a look at what we’ve created for homes, offices and public spaces.',
    },
  },
  'fibers-foams': {
    nl: {
      heroTitle: 'Akoestisch schuim en vezels voor elke toepassing',
      heroText:
        'Van opnamestudio tot productiehal: onze akoestische schuimpanelen en isolatievezels houden geluid en lawaai onder controle. Vind het juiste materiaal voor jouw project.',
    },
    fr: {
      heroTitle: 'Mousses et fibres acoustiques pour chaque usage',
      heroText:
        'Des studios d’enregistrement aux halls industriels, nos panneaux en mousse acoustique et nos fibres isolantes maîtrisent le son et réduisent le bruit. Trouvez le matériau adapté à votre projet.',
    },
    de: {
      heroTitle: 'Akustikschaum und Fasern für jede Anwendung',
      heroText:
        'Vom Tonstudio bis zur Industriehalle: Unsere Akustikschaumstoffplatten und Dämmfasern bringen Schall und Lärm unter Kontrolle. Finden Sie das passende Material für Ihr Projekt.',
    },
    en: {
      heroTitle: 'Acoustic foam and fibres for every application',
      heroText:
        'From recording studios to industrial sites, our acoustic foam panels and insulation fibres keep sound and noise under control. Find the right material for your project.',
    },
  },
  'earendel-group': {
    nl: {
      heroTitle: 'Bouwproducten voor betere ruimtes',
      heroText:
        'Earendel Group brengt gespecialiseerde merken in bouwproducten en akoestiek samen, waaronder easy noise control, easy felt, DBC en fibers and foams. Samen maken we ruimtes waarin mensen prettiger wonen en werken.',
    },
    fr: {
      heroTitle: 'Des matériaux de construction pour des espaces plus agréables',
      heroText:
        'Earendel Group réunit des marques spécialisées dans les produits de construction et l’acoustique, dont easy noise control, easy felt, DBC et fibers and foams. Ensemble, nous créons des espaces où il fait bon vivre et travailler.',
    },
    de: {
      heroTitle: 'Bauprodukte für bessere Räume',
      heroText:
        'Die Earendel Group vereint spezialisierte Marken für Bauprodukte und Akustik, darunter easy noise control, easy felt, DBC und fibers and foams. Gemeinsam schaffen wir Räume, in denen Menschen angenehmer wohnen und arbeiten.',
    },
    en: {
      heroTitle: 'Building products for better spaces',
      heroText:
        'Earendel Group brings together specialist brands in building products and acoustics, including easy noise control, easy felt, DBC and fibers and foams. Together, we create spaces where people live and work more comfortably.',
    },
  },
};
