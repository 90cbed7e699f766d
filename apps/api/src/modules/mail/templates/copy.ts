import {
  type Brand,
  type DeliveryType,
  type Language,
  type Locale,
  languageOfLocale,
} from '@shop/site';
import { supportAddress } from '../addresses';

/** What the copy may mention; every line is a function of it, so all lines read alike. */
export interface CopyVars {
  brand: string;
  support: string;
  /** How long a link stays valid, already in words ("1 uur"); empty where nothing expires. */
  validFor: string;
}

type Line = (vars: CopyVars) => string;

export interface MailCopy {
  subject: Line;
  /** The inbox preview line; says what the mail is for, not a repeat of the subject. */
  preview: Line;
  heading: Line;
  body: Line[];
  /** What to do when the reader did not ask for this mail. */
  notYou: Line;
}

export interface ActionMailCopy extends MailCopy {
  button: string;
}

/** The order mails also name the order. */
export interface OrderCopyVars extends CopyVars {
  orderNumber: string;
}

type OrderLine = (vars: OrderCopyVars) => string;

/** Filled in with the promised day ("5 maart 2025"), or null when the order has none. */
type DeliveryLine = (date: string | null) => string;

export interface OrderConfirmationCopy {
  subject: OrderLine;
  preview: OrderLine;
  heading: OrderLine;
  intro: OrderLine;
  orderNumber: string;
  orderDate: string;
  product: string;
  quantity: string;
  /** Column heading of the line amounts, which are excl. VAT. */
  amount: string;
  itemsSubtotal: string;
  free: string;
  totalExclVat: string;
  vat: (rate: string) => string;
  totalInclVat: string;
  reverseChargeNote: string;
  /** Names the delivery section and its cost line. */
  deliveryType: Record<DeliveryType, string>;
  deliveryWhen: Record<DeliveryType, DeliveryLine>;
  deliveryAddress: string;
  /** Where a pickup order waits: the brand's pickup point. */
  pickupAddress: string;
  businessDetails: string;
  companyName: string;
  vatNumber: string;
  button: string;
  questions: OrderLine;
}

export interface LanguageCopy {
  greeting: (firstName: string) => string;
  linkFallback: string;
  signOff: string;
  signature: Line;
  footerReason: Line;
  /** Why an order mail came: an order, not an account (guests have none). */
  footerOrderReason: Line;
  footerQuestions: Line;
  verifyEmail: ActionMailCopy;
  resetPassword: ActionMailCopy;
  accountDeleted: MailCopy;
  orderConfirmation: OrderConfirmationCopy;
}

// French typography puts a no-break space before ? ! : ; so the mark never starts a line.
const nbsp = '\u00a0';

const nl: LanguageCopy = {
  greeting: (firstName) => `Hallo ${firstName},`,
  linkFallback: 'Werkt de knop niet? Kopieer dan deze link en plak hem in je browser:',
  signOff: 'Met vriendelijke groet,',
  signature: ({ brand }) => `Het team van ${brand}`,
  footerReason: ({ brand }) =>
    `Je ontvangt deze e-mail omdat dit adres hoort bij een account bij ${brand}.`,
  footerOrderReason: ({ brand }) =>
    `Je ontvangt deze e-mail omdat je met dit adres een bestelling hebt geplaatst bij ${brand}.`,
  footerQuestions: ({ support }) => `Vragen? Mail ons op ${support}.`,
  verifyEmail: {
    subject: ({ brand }) => `Bevestig je e-mailadres bij ${brand}`,
    preview: ({ brand }) => `Nog één klik en je account bij ${brand} is klaar.`,
    heading: () => 'Bevestig je e-mailadres',
    body: [
      ({ brand }) =>
        `Fijn dat je een account hebt aangemaakt bij ${brand}. Bevestig je e-mailadres met de knop hieronder, dan is je account klaar voor gebruik.`,
    ],
    button: 'E-mailadres bevestigen',
    notYou: () => 'Heb je geen account aangemaakt? Dan kun je deze e-mail gewoon negeren.',
  },
  resetPassword: {
    subject: ({ brand }) => `Nieuw wachtwoord instellen bij ${brand}`,
    preview: ({ validFor }) =>
      `Via deze link kies je een nieuw wachtwoord. De link is ${validFor} geldig.`,
    heading: () => 'Kies een nieuw wachtwoord',
    body: [
      ({ brand }) =>
        `We hebben een verzoek gekregen om het wachtwoord van je account bij ${brand} opnieuw in te stellen.`,
      ({ validFor }) =>
        `Met de knop hieronder kies je een nieuw wachtwoord. De link is ${validFor} geldig en werkt maar één keer.`,
    ],
    button: 'Nieuw wachtwoord kiezen',
    notYou: () =>
      'Heb je dit niet zelf aangevraagd? Dan kun je deze e-mail negeren; je huidige wachtwoord blijft gewoon werken.',
  },
  accountDeleted: {
    subject: ({ brand }) => `Je account bij ${brand} is verwijderd`,
    preview: () => 'We hebben je account en je persoonsgegevens verwijderd.',
    heading: () => 'Je account is verwijderd',
    body: [
      ({ brand }) =>
        `Zoals je hebt gevraagd, hebben we je account bij ${brand} verwijderd, samen met de persoonsgegevens die erbij hoorden. Gegevens die we wettelijk moeten bewaren, zoals facturen, houden we alleen zo lang als dat verplicht is.`,
      () =>
        'Bedankt voor je vertrouwen. Je bent altijd welkom om opnieuw een account aan te maken.',
    ],
    notYou: ({ support }) =>
      `Heb je dit niet zelf gedaan? Neem dan zo snel mogelijk contact met ons op via ${support}.`,
  },
  orderConfirmation: {
    subject: ({ orderNumber, brand }) => `Je bestelling ${orderNumber} bij ${brand}`,
    preview: () => 'We hebben je betaling ontvangen. Hier is het overzicht van je bestelling.',
    heading: () => 'Bedankt voor je bestelling',
    intro: ({ brand, orderNumber }) =>
      `Bedankt voor je bestelling bij ${brand}. We hebben je betaling ontvangen: bestelling ${orderNumber} is betaald.`,
    orderNumber: 'Bestelnummer',
    orderDate: 'Besteldatum',
    product: 'Product',
    quantity: 'Aantal',
    amount: 'Bedrag excl. btw',
    itemsSubtotal: 'Subtotaal artikelen',
    free: 'Gratis',
    totalExclVat: 'Totaal excl. btw',
    vat: (rate) => `Btw ${rate}`,
    totalInclVat: 'Totaal incl. btw',
    reverseChargeNote: 'Btw verlegd: de afnemer draagt de btw af (art. 196 Richtlijn 2006/112/EG).',
    deliveryType: {
      Deliver: 'Bezorging',
      Pickup: 'Afhalen',
      DeliverAndAssemble: 'Bezorging en montage',
    },
    deliveryWhen: {
      Deliver: (date) =>
        date
          ? `We bezorgen je bestelling op ${date}.`
          : 'We bezorgen je bestelling op het adres hieronder.',
      Pickup: (date) =>
        date
          ? `Je bestelling ligt vanaf ${date} voor je klaar om af te halen op het adres hieronder.`
          : 'Je kunt je bestelling afhalen op het adres hieronder.',
      DeliverAndAssemble: (date) =>
        date
          ? `We bezorgen en monteren je bestelling vanaf ${date}.`
          : 'We bezorgen en monteren je bestelling op het adres hieronder.',
    },
    deliveryAddress: 'Bezorgadres',
    pickupAddress: 'Afhaaladres',
    businessDetails: 'Factuurgegevens',
    companyName: 'Bedrijfsnaam',
    vatNumber: 'Btw-nummer',
    button: 'Bestelling bekijken',
    questions: ({ support, orderNumber }) =>
      `Vragen over je bestelling? Mail ons op ${support} en vermeld je bestelnummer ${orderNumber}.`,
  },
};

const fr: LanguageCopy = {
  greeting: (firstName) => `Bonjour ${firstName},`,
  linkFallback: `Le bouton ne fonctionne pas${nbsp}? Copiez ce lien et collez-le dans votre navigateur${nbsp}:`,
  signOff: 'Cordialement,',
  signature: ({ brand }) => `L’équipe ${brand}`,
  footerReason: ({ brand }) =>
    `Vous recevez cet e-mail car cette adresse est associée à un compte ${brand}.`,
  footerOrderReason: ({ brand }) =>
    `Vous recevez cet e-mail car une commande a été passée chez ${brand} avec cette adresse.`,
  footerQuestions: ({ support }) => `Une question${nbsp}? Écrivez-nous à ${support}.`,
  verifyEmail: {
    subject: ({ brand }) => `Confirmez votre adresse e-mail pour votre compte ${brand}`,
    preview: ({ brand }) => `Plus qu’un clic et votre compte ${brand} sera prêt.`,
    heading: () => 'Confirmez votre adresse e-mail',
    body: [
      ({ brand }) =>
        `Merci d’avoir créé un compte chez ${brand}. Confirmez votre adresse e-mail à l’aide du bouton ci-dessous pour activer votre compte.`,
    ],
    button: 'Confirmer mon adresse e-mail',
    notYou: () =>
      `Vous n’avez pas créé de compte${nbsp}? Vous pouvez simplement ignorer cet e-mail.`,
  },
  resetPassword: {
    subject: ({ brand }) => `Choisissez un nouveau mot de passe pour votre compte ${brand}`,
    preview: ({ validFor }) =>
      `Ce lien vous permet de choisir un nouveau mot de passe. Il est valable ${validFor}.`,
    heading: () => 'Choisissez un nouveau mot de passe',
    body: [
      ({ brand }) =>
        `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${brand}.`,
      ({ validFor }) =>
        `Cliquez sur le bouton ci-dessous pour choisir un nouveau mot de passe. Ce lien est valable ${validFor} et ne peut être utilisé qu’une seule fois.`,
    ],
    button: 'Choisir un nouveau mot de passe',
    notYou: () =>
      `Vous n’êtes pas à l’origine de cette demande${nbsp}? Ignorez simplement cet e-mail${nbsp}: votre mot de passe actuel reste valable.`,
  },
  accountDeleted: {
    subject: ({ brand }) => `Votre compte ${brand} a été supprimé`,
    preview: () => 'Nous avons supprimé votre compte et vos données personnelles.',
    heading: () => 'Votre compte a été supprimé',
    body: [
      ({ brand }) =>
        `Comme vous l’avez demandé, nous avons supprimé votre compte ${brand} ainsi que les données personnelles qui y étaient associées. Les données que la loi nous oblige à conserver, comme les factures, ne sont gardées que pendant la durée légale.`,
      () => 'Merci de votre confiance. Vous pouvez à tout moment créer un nouveau compte.',
    ],
    notYou: ({ support }) =>
      `Vous n’êtes pas à l’origine de cette suppression${nbsp}? Contactez-nous au plus vite à l’adresse ${support}.`,
  },
  orderConfirmation: {
    subject: ({ orderNumber, brand }) => `Votre commande ${orderNumber} chez ${brand}`,
    preview: () => 'Nous avons bien reçu votre paiement. Voici le récapitulatif de votre commande.',
    heading: () => 'Merci pour votre commande',
    intro: ({ brand, orderNumber }) =>
      `Merci pour votre commande chez ${brand}. Nous avons bien reçu votre paiement${nbsp}: la commande ${orderNumber} est payée.`,
    orderNumber: 'Numéro de commande',
    orderDate: 'Date de commande',
    product: 'Produit',
    quantity: 'Quantité',
    amount: 'Montant HT',
    itemsSubtotal: 'Sous-total articles',
    free: 'Gratuit',
    totalExclVat: 'Total HT',
    vat: (rate) => `TVA ${rate}`,
    totalInclVat: 'Total TTC',
    reverseChargeNote: `Autoliquidation${nbsp}: la TVA est due par le preneur (art. 196 de la directive 2006/112/CE).`,
    deliveryType: {
      Deliver: 'Livraison',
      Pickup: 'Retrait sur place',
      DeliverAndAssemble: 'Livraison et montage',
    },
    deliveryWhen: {
      Deliver: (date) =>
        date
          ? `Nous livrerons votre commande le ${date}.`
          : 'Nous livrerons votre commande à l’adresse ci-dessous.',
      Pickup: (date) =>
        date
          ? `Votre commande pourra être retirée à partir du ${date} à l’adresse ci-dessous.`
          : 'Vous pourrez retirer votre commande à l’adresse ci-dessous.',
      DeliverAndAssemble: (date) =>
        date
          ? `Nous livrerons et monterons votre commande à partir du ${date}.`
          : 'Nous livrerons et monterons votre commande à l’adresse ci-dessous.',
    },
    deliveryAddress: 'Adresse de livraison',
    pickupAddress: 'Adresse de retrait',
    businessDetails: 'Données de facturation',
    companyName: 'Société',
    vatNumber: 'Numéro de TVA',
    button: 'Voir ma commande',
    questions: ({ support, orderNumber }) =>
      `Une question sur votre commande${nbsp}? Écrivez-nous à ${support} en indiquant votre numéro de commande ${orderNumber}.`,
  },
};

// German letters continue in lower case after the comma of the salutation.
const de: LanguageCopy = {
  greeting: (firstName) => `Hallo ${firstName},`,
  linkFallback:
    'Die Schaltfläche funktioniert nicht? Kopieren Sie diesen Link in die Adresszeile Ihres Browsers:',
  signOff: 'Freundliche Grüße',
  signature: ({ brand }) => `Ihr Team von ${brand}`,
  footerReason: ({ brand }) =>
    `Sie erhalten diese E-Mail, weil diese Adresse zu einem Konto bei ${brand} gehört.`,
  footerOrderReason: ({ brand }) =>
    `Sie erhalten diese E-Mail, weil mit dieser Adresse eine Bestellung bei ${brand} aufgegeben wurde.`,
  footerQuestions: ({ support }) => `Fragen? Schreiben Sie uns an ${support}.`,
  verifyEmail: {
    subject: ({ brand }) => `Bitte bestätigen Sie Ihre E-Mail-Adresse für ${brand}`,
    preview: ({ brand }) => `Nur noch ein Klick, dann ist Ihr Konto bei ${brand} startklar.`,
    heading: () => 'Bestätigen Sie Ihre E-Mail-Adresse',
    body: [
      ({ brand }) =>
        `vielen Dank für Ihre Registrierung bei ${brand}. Bitte bestätigen Sie Ihre E-Mail-Adresse über die Schaltfläche unten, um Ihr Konto zu aktivieren.`,
    ],
    button: 'E-Mail-Adresse bestätigen',
    notYou: () => 'Sie haben kein Konto angelegt? Dann können Sie diese E-Mail einfach ignorieren.',
  },
  resetPassword: {
    subject: ({ brand }) => `Neues Passwort für Ihr Konto bei ${brand}`,
    preview: ({ validFor }) =>
      `Über diesen Link legen Sie ein neues Passwort fest. Er ist ${validFor} gültig.`,
    heading: () => 'Legen Sie ein neues Passwort fest',
    body: [
      ({ brand }) =>
        `wir haben eine Anfrage erhalten, das Passwort Ihres Kontos bei ${brand} zurückzusetzen.`,
      ({ validFor }) =>
        `Über die Schaltfläche unten können Sie ein neues Passwort festlegen. Der Link ist ${validFor} gültig und kann nur einmal verwendet werden.`,
    ],
    button: 'Neues Passwort festlegen',
    notYou: () =>
      'Sie haben das nicht angefordert? Dann ignorieren Sie diese E-Mail einfach – Ihr bisheriges Passwort bleibt gültig.',
  },
  accountDeleted: {
    subject: ({ brand }) => `Ihr Konto bei ${brand} wurde gelöscht`,
    preview: () => 'Wir haben Ihr Konto und Ihre personenbezogenen Daten gelöscht.',
    heading: () => 'Ihr Konto wurde gelöscht',
    body: [
      ({ brand }) =>
        `wie gewünscht haben wir Ihr Konto bei ${brand} und die damit verbundenen personenbezogenen Daten gelöscht. Daten, die wir aus gesetzlichen Gründen aufbewahren müssen, etwa Rechnungen, speichern wir nur so lange wie vorgeschrieben.`,
      () =>
        'Vielen Dank für Ihr Vertrauen. Sie können jederzeit gerne wieder ein neues Konto anlegen.',
    ],
    notYou: ({ support }) =>
      `Sie haben die Löschung nicht veranlasst? Dann wenden Sie sich bitte umgehend an ${support}.`,
  },
  orderConfirmation: {
    subject: ({ orderNumber, brand }) => `Ihre Bestellung ${orderNumber} bei ${brand}`,
    preview: () => 'Wir haben Ihre Zahlung erhalten. Hier ist die Übersicht Ihrer Bestellung.',
    heading: () => 'Vielen Dank für Ihre Bestellung',
    intro: ({ brand, orderNumber }) =>
      `vielen Dank für Ihre Bestellung bei ${brand}. Wir haben Ihre Zahlung erhalten: Die Bestellung ${orderNumber} ist bezahlt.`,
    orderNumber: 'Bestellnummer',
    orderDate: 'Bestelldatum',
    product: 'Artikel',
    quantity: 'Menge',
    amount: 'Betrag ohne MwSt.',
    itemsSubtotal: 'Zwischensumme Artikel',
    free: 'Kostenlos',
    totalExclVat: 'Gesamtbetrag ohne MwSt.',
    vat: (rate) => `MwSt. ${rate}`,
    totalInclVat: 'Gesamtbetrag inkl. MwSt.',
    reverseChargeNote:
      'Steuerschuldnerschaft des Leistungsempfängers: Die Umsatzsteuer schuldet der Leistungsempfänger (Art. 196 Richtlinie 2006/112/EG).',
    deliveryType: {
      Deliver: 'Lieferung',
      Pickup: 'Abholung',
      DeliverAndAssemble: 'Lieferung und Montage',
    },
    deliveryWhen: {
      Deliver: (date) =>
        date
          ? `Wir liefern Ihre Bestellung am ${date}.`
          : 'Wir liefern Ihre Bestellung an die unten stehende Adresse.',
      Pickup: (date) =>
        date
          ? `Ihre Bestellung liegt ab dem ${date} an der unten stehenden Adresse zur Abholung bereit.`
          : 'Sie können Ihre Bestellung an der unten stehenden Adresse abholen.',
      DeliverAndAssemble: (date) =>
        date
          ? `Wir liefern und montieren Ihre Bestellung ab dem ${date}.`
          : 'Wir liefern und montieren Ihre Bestellung an der unten stehenden Adresse.',
    },
    deliveryAddress: 'Lieferadresse',
    pickupAddress: 'Abholadresse',
    businessDetails: 'Rechnungsdaten',
    companyName: 'Firma',
    vatNumber: 'USt-IdNr.',
    button: 'Bestellung ansehen',
    questions: ({ support, orderNumber }) =>
      `Fragen zu Ihrer Bestellung? Schreiben Sie uns an ${support} und nennen Sie dabei Ihre Bestellnummer ${orderNumber}.`,
  },
};

const en: LanguageCopy = {
  greeting: (firstName) => `Hi ${firstName},`,
  linkFallback: 'Button not working? Copy this link into your browser:',
  signOff: 'Kind regards,',
  signature: ({ brand }) => `The ${brand} team`,
  footerReason: ({ brand }) =>
    `You’re receiving this email because this address belongs to a ${brand} account.`,
  footerOrderReason: ({ brand }) =>
    `You’re receiving this email because an order was placed at ${brand} with this address.`,
  footerQuestions: ({ support }) => `Any questions? Email us at ${support}.`,
  verifyEmail: {
    subject: ({ brand }) => `Confirm your email address for ${brand}`,
    preview: ({ brand }) => `One more click and your ${brand} account is ready.`,
    heading: () => 'Confirm your email address',
    body: [
      ({ brand }) =>
        `Thanks for creating an account with ${brand}. Please confirm your email address using the button below to activate your account.`,
    ],
    button: 'Confirm email address',
    notYou: () => 'Didn’t create an account? You can safely ignore this email.',
  },
  resetPassword: {
    subject: ({ brand }) => `Reset your ${brand} password`,
    preview: ({ validFor }) =>
      `Use this link to choose a new password. It’s valid for ${validFor}.`,
    heading: () => 'Choose a new password',
    body: [
      ({ brand }) => `We received a request to reset the password for your ${brand} account.`,
      ({ validFor }) =>
        `Use the button below to choose a new password. The link is valid for ${validFor} and can only be used once.`,
    ],
    button: 'Choose a new password',
    notYou: () =>
      'Didn’t ask for this? Just ignore this email – your current password will keep working.',
  },
  accountDeleted: {
    subject: ({ brand }) => `Your ${brand} account has been deleted`,
    preview: () => 'We’ve deleted your account and your personal data.',
    heading: () => 'Your account has been deleted',
    body: [
      ({ brand }) =>
        `As requested, we’ve deleted your ${brand} account along with the personal data linked to it. Records we’re required by law to keep, such as invoices, are held only for as long as the law requires.`,
      () => 'Thank you for shopping with us. You’re welcome to create a new account at any time.',
    ],
    notYou: ({ support }) => `Didn’t request this? Please contact us straight away at ${support}.`,
  },
  orderConfirmation: {
    subject: ({ orderNumber, brand }) => `Your order ${orderNumber} at ${brand}`,
    preview: () => 'We’ve received your payment. Here’s a summary of your order.',
    heading: () => 'Thank you for your order',
    intro: ({ brand, orderNumber }) =>
      `Thank you for your order with ${brand}. We’ve received your payment: order ${orderNumber} is paid.`,
    orderNumber: 'Order number',
    orderDate: 'Order date',
    product: 'Product',
    quantity: 'Quantity',
    amount: 'Amount excl. VAT',
    itemsSubtotal: 'Items subtotal',
    free: 'Free',
    totalExclVat: 'Total excl. VAT',
    vat: (rate) => `VAT ${rate}`,
    totalInclVat: 'Total incl. VAT',
    reverseChargeNote:
      'VAT reverse-charged: the customer accounts for VAT (Art. 196 Directive 2006/112/EC).',
    deliveryType: {
      Deliver: 'Delivery',
      Pickup: 'Collection',
      DeliverAndAssemble: 'Delivery and assembly',
    },
    deliveryWhen: {
      Deliver: (date) =>
        date
          ? `We’ll deliver your order on ${date}.`
          : 'We’ll deliver your order to the address below.',
      Pickup: (date) =>
        date
          ? `Your order will be ready for collection from ${date} at the address below.`
          : 'You can collect your order at the address below.',
      DeliverAndAssemble: (date) =>
        date
          ? `We’ll deliver and assemble your order from ${date}.`
          : 'We’ll deliver and assemble your order at the address below.',
    },
    deliveryAddress: 'Delivery address',
    pickupAddress: 'Collection address',
    businessDetails: 'Invoice details',
    companyName: 'Company',
    vatNumber: 'VAT number',
    button: 'View your order',
    questions: ({ support, orderNumber }) =>
      `Any questions about your order? Email us at ${support}, quoting order number ${orderNumber}.`,
  },
};

const copyByLanguage: Record<Language, LanguageCopy> = { nl, fr, de, en };

/** nl-BE, fr-BE and de-AT read their language's copy. */
export function copyFor(locale: Locale): LanguageCopy {
  return copyByLanguage[languageOfLocale(locale)];
}

/** "1 uur", "1 heure", "1 Stunde", "30 minutes": whole hours read better than 60 minutes. */
export function formatValidFor(minutes: number, locale: Locale): string {
  const hours = minutes % 60 === 0;
  return new Intl.NumberFormat(languageOfLocale(locale), {
    style: 'unit',
    unit: hours ? 'hour' : 'minute',
    unitDisplay: 'long',
  }).format(hours ? minutes / 60 : minutes);
}

/** The values an order mail fills into its copy. */
export function orderCopyVars(brand: Brand, locale: Locale, orderNumber: string): OrderCopyVars {
  return { ...copyVars(brand, locale), orderNumber };
}

/** The values a brand's mail in one locale fills into its copy. */
export function copyVars(brand: Brand, locale: Locale, validMinutes?: number): CopyVars {
  return {
    brand: brand.name,
    support: supportAddress(brand, locale),
    validFor: validMinutes === undefined ? '' : formatValidFor(validMinutes, locale),
  };
}
