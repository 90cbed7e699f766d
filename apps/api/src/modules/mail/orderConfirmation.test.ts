import { brands, formatMoney, getBrand, locales } from '@shop/site';
import { describe, expect, it } from 'vitest';
import type { OrderMailData } from './orderMail';
import { renderMail } from './render';

const easyFelt = getBrand('easy-felt');

const panel = {
  name: 'Akoestisch vilt paneel',
  quantity: 3,
  summary: '120 × 60 cm, antraciet',
  totalNetCents: 23_970,
};

const order: OrderMailData = {
  orderNumber: 'EF-2025-000123',
  placedAt: new Date('2025-03-04T10:15:00Z'),
  lines: [panel, { name: 'Montagelijm', quantity: 1, summary: '', totalNetCents: 1_295 }],
  totals: {
    itemsNetCents: 25_265,
    shippingNetCents: 0,
    netCents: 25_265,
    vatCents: 5_306,
    grossCents: 30_571,
    vatRatePct: 21,
    vatCountry: 'NL',
    reverseCharge: false,
  },
  deliveryType: 'Deliver',
  promisedDate: '2025-03-07',
  details: {
    customerType: 'Private',
    email: 'anna@example.com',
    firstName: 'Anna',
    lastName: 'de Vries',
    invoiceAddress: {
      street: 'Kerkstraat',
      houseNumber: '12',
      houseNumberAddition: 'A',
      postcode: '1234 AB',
      city: 'Utrecht',
      country: 'NL',
    },
  },
  link: 'https://www.easy-felt.nl/mijn-account/bestellingen/EF-2025-000123',
};

const confirmation = { kind: 'orderConfirmation', firstName: 'Anna', order } as const;

/** The plain text with no-break and narrow spaces read as spaces, for readable matchers. */
function plain(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

describe('order confirmation mail', () => {
  it.each(locales)(
    'names the order, every line and the total in %s, in the HTML and the text',
    async (locale) => {
      const mail = await renderMail(easyFelt, locale, confirmation);
      const total = formatMoney(order.totals.grossCents, locale);
      for (const body of [mail.html, mail.text]) {
        expect(body).toContain(order.orderNumber);
        for (const line of order.lines) expect(body).toContain(line.name);
        expect(body).toContain(total);
        expect(body).toContain(formatMoney(panel.totalNetCents, locale));
        expect(body).toContain(order.link);
      }
      expect(mail.subject).toContain(order.orderNumber);
      expect(mail.subject).toContain(easyFelt.name);
      expect(mail.html).toContain(`lang="${locale}"`);
    },
  );

  it('renders for every brand with its name and colours', async () => {
    for (const brand of Object.values(brands)) {
      const mail = await renderMail(brand, 'de-AT', confirmation);
      expect(mail.subject).toBe(`Ihre Bestellung ${order.orderNumber} bei ${brand.name}`);
      expect(mail.html).toContain(`background-color:${brand.theme.primary}`);
    }
  });

  it('says it came because of an order, not an account: guests have none', async () => {
    const english = await renderMail(easyFelt, 'en-GB', confirmation);
    expect(english.text).toContain('because an order was placed at easy felt with this address');
    expect(english.text).not.toContain('belongs to a easy felt account');
    const dutch = await renderMail(easyFelt, 'nl-NL', confirmation);
    expect(dutch.text).toContain('een bestelling hebt geplaatst bij easy felt');
  });

  it('translates the subject', async () => {
    const dutch = await renderMail(easyFelt, 'nl-NL', confirmation);
    const german = await renderMail(easyFelt, 'de-DE', confirmation);
    expect(dutch.subject).toBe('Je bestelling EF-2025-000123 bij easy felt');
    expect(german.subject).toBe('Ihre Bestellung EF-2025-000123 bei easy felt');
    const subjects = await Promise.all(
      (['nl-NL', 'fr-FR', 'de-DE', 'en-GB'] as const).map(
        async (locale) => (await renderMail(easyFelt, locale, confirmation)).subject,
      ),
    );
    expect(new Set(subjects).size).toBe(4);
  });

  it('lists lines excl. VAT and totals excl. VAT, the VAT at its rate and incl. VAT', async () => {
    const mail = await renderMail(easyFelt, 'en-GB', confirmation);
    const text = plain(mail.text);
    expect(text).toContain('Amount excl. VAT');
    expect(text).toContain('120 × 60 cm, antraciet');
    expect(text).toMatch(/Items subtotal\s+€252\.65/);
    expect(text).toMatch(/Delivery\s+Free/);
    expect(text).toMatch(/Total excl\. VAT\s+€252\.65/);
    expect(text).toMatch(/VAT 21%\s+€53\.06/);
    expect(text).toMatch(/Total incl\. VAT\s+€305\.71/);
    expect(text).not.toContain('reverse-charged');
  });

  it('shows shipping costs when there are any, and a fractional rate as the language writes it', async () => {
    const mail = await renderMail(easyFelt, 'fr-FR', {
      ...confirmation,
      order: {
        ...order,
        totals: { ...order.totals, shippingNetCents: 1_995, vatRatePct: 5.5, vatCountry: 'FR' },
      },
    });
    const text = plain(mail.text);
    expect(text).toMatch(/Livraison\s+19,95 €/);
    expect(text).toContain('TVA 5,5 %');
    expect(text).toContain('Total TTC');
  });

  it('shows 0 % VAT and the reverse-charge note for an EU business abroad', async () => {
    const business: OrderMailData = {
      ...order,
      totals: {
        ...order.totals,
        vatCents: 0,
        grossCents: order.totals.netCents,
        vatRatePct: 0,
        vatCountry: 'BE',
        reverseCharge: true,
      },
      details: {
        ...order.details,
        customerType: 'Business',
        companyName: 'Akoestiek BV',
        vatNumber: 'BE0123456789',
      },
    };
    const notes = {
      'en-GB':
        'VAT reverse-charged: the customer accounts for VAT (Art. 196 Directive 2006/112/EC).',
      'nl-BE': 'Btw verlegd: de afnemer draagt de btw af (art. 196 Richtlijn 2006/112/EG).',
      'fr-BE':
        'Autoliquidation : la TVA est due par le preneur (art. 196 de la directive 2006/112/CE).',
      'de-AT': 'Steuerschuldnerschaft des Leistungsempfängers',
    } as const;
    for (const [locale, note] of Object.entries(notes) as [keyof typeof notes, string][]) {
      const mail = await renderMail(easyFelt, locale, { ...confirmation, order: business });
      const text = plain(mail.text);
      expect(text).toContain(note);
      expect(plain(mail.html)).toContain(note);
      expect(text).toContain(`${formatMoney(0, locale).replace(/[\u00a0\u202f]/g, ' ')}`);
      expect(text).toContain('Akoestiek BV');
      expect(text).toContain('BE0123456789');
    }
    const english = plain(
      (await renderMail(easyFelt, 'en-GB', { ...confirmation, order: business })).text,
    );
    expect(english).toMatch(/VAT 0%\s+€0\.00/);
    expect(english).toMatch(/Total incl\. VAT\s+€252\.65/);
    expect(english).toContain('Company: Akoestiek BV');
    expect(english).toContain('VAT number: BE0123456789');
  });

  it('keeps company details out of a private customer’s mail', async () => {
    const mail = await renderMail(easyFelt, 'en-GB', {
      ...confirmation,
      order: {
        ...order,
        details: { ...order.details, companyName: 'Stale Ltd', vatNumber: 'NL1' },
      },
    });
    expect(mail.text).not.toContain('Stale Ltd');
    expect(mail.text).not.toContain('VAT number');
  });

  it('sends the goods to the delivery address, or else to the invoice address', async () => {
    const toInvoice = plain((await renderMail(easyFelt, 'nl-NL', confirmation)).text);
    expect(toInvoice).toContain('Bezorgadres');
    expect(toInvoice).toContain('Anna de Vries');
    expect(toInvoice).toContain('Kerkstraat 12 A');
    expect(toInvoice).toContain('1234 AB Utrecht');
    expect(toInvoice).toContain('Nederland');
    expect(toInvoice).toContain('We bezorgen je bestelling op 7 maart 2025.');

    const elsewhere = await renderMail(easyFelt, 'de-DE', {
      ...confirmation,
      order: {
        ...order,
        details: {
          ...order.details,
          deliveryAddress: {
            street: 'Hauptstraße',
            houseNumber: '5',
            postcode: '10115',
            city: 'Berlin',
            country: 'DE',
          },
        },
      },
    });
    const text = plain(elsewhere.text);
    expect(text).toContain('Lieferadresse');
    expect(text).toContain('Hauptstraße 5');
    expect(text).toContain('10115 Berlin');
    expect(text).toContain('Deutschland');
    expect(text).not.toContain('Kerkstraat');
  });

  it('writes French and British addresses with the number first', async () => {
    const mail = await renderMail(easyFelt, 'en-GB', {
      ...confirmation,
      order: {
        ...order,
        details: {
          ...order.details,
          deliveryAddress: {
            street: 'Baker Street',
            houseNumber: '221',
            postcode: 'NW1 6XE',
            city: 'London',
            country: 'GB',
          },
        },
      },
    });
    expect(plain(mail.text)).toMatch(/221 Baker Street\s+London\s+NW1 6XE\s+United Kingdom/);
  });

  it('shows no customer address for a pickup, but where and from when to collect', async () => {
    const pickup = { ...order, deliveryType: 'Pickup', promisedDate: '2025-03-10' } as const;
    const mail = await renderMail(easyFelt, 'en-GB', { ...confirmation, order: pickup });
    for (const body of [mail.html, mail.text]) {
      expect(body).not.toContain('Kerkstraat');
      expect(body).not.toContain('Utrecht');
      expect(body).not.toContain('Delivery address');
    }
    const text = plain(mail.text);
    expect(text).toContain('Your order will be ready for collection from 10 March 2025');
    expect(text).toContain('Collection address');
    const seat = easyFelt.seat.pickupAddress;
    expect(text).toContain(`${seat.street} ${seat.houseNumber}`);
  });

  it('says when an order is delivered and assembled', async () => {
    const assembled = { ...order, deliveryType: 'DeliverAndAssemble' } as const;
    const german = plain(
      (await renderMail(easyFelt, 'de-AT', { ...confirmation, order: assembled })).text,
    );
    expect(german).toContain('Wir liefern und montieren Ihre Bestellung ab dem 7 März 2025.');
    expect(german).toContain('Lieferadresse');
  });

  it('leaves the date out when the order has no promised date', async () => {
    const mail = await renderMail(easyFelt, 'en-GB', {
      ...confirmation,
      order: { ...order, promisedDate: null },
    });
    expect(mail.text).toContain('We’ll deliver your order to the address below.');
  });

  it('addresses Dutch readers with je, French with vous and German with Sie', async () => {
    const [dutch, french, german] = await Promise.all(
      (['nl-NL', 'fr-FR', 'de-DE'] as const).map(
        async (locale) => (await renderMail(easyFelt, locale, confirmation)).text,
      ),
    );
    expect(dutch).toMatch(/\bje\b/);
    expect(dutch).not.toMatch(/\buw\b/i);
    expect(french).toMatch(/\bvotre\b/);
    expect(french).not.toMatch(/\b(ton|ta|tes)\b/);
    expect(german).toMatch(/\bIhre\b/);
    expect(german).not.toMatch(/\b(du|dein|deine)\b/);
  });

  it('escapes what the customer typed', async () => {
    const mail = await renderMail(easyFelt, 'en-GB', {
      ...confirmation,
      order: {
        ...order,
        lines: [{ ...panel, name: '<b>Panel</b>' }],
        details: { ...order.details, lastName: '<i>Eve</i>' },
      },
    });
    expect(mail.html).not.toContain('<b>Panel</b>');
    expect(mail.html).not.toContain('<i>Eve</i>');
  });

  it('refuses an order link that is not an absolute http(s) URL', async () => {
    await expect(
      renderMail(easyFelt, 'nl-NL', { ...confirmation, order: { ...order, link: '/orders/1' } }),
    ).rejects.toThrow(RangeError);
  });
});
