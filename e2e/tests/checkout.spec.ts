import type { Page } from '@playwright/test';
import type { Locale } from '@shop/site';
import { expect, test } from './support/login';
import { latestMail, mailsOf } from './support/outbox';
import { message, pageUrl } from './support/site';

const brand = 'easy-felt';

type Outcome = 'paid' | 'failed' | 'cancelled';

interface Address {
  postcode: string;
  houseNumber: string;
  street: string;
  city: string;
}

/** The bundle's text of a key with its {placeholders} filled in. */
function text(locale: Locale, key: string, values: Record<string, string> = {}): string {
  return Object.entries(values).reduce(
    (result, [name, value]) => result.replace(`{${name}}`, value),
    message(locale, key),
  );
}

async function addFirstProduct(page: Page, locale: Locale) {
  await page.goto(pageUrl(brand, 'productOverview', locale));
  await page.locator('main article').first().getByRole('link').click();
  await expect(page.getByTestId('configurator-total')).toBeVisible();
  await page.getByRole('button', { name: message(locale, 'cart.add') }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
}

async function openCheckoutFromCart(page: Page, locale: Locale) {
  await page.goto(pageUrl(brand, 'cart', locale));
  await page.getByRole('link', { name: message(locale, 'cart.checkout') }).click();
  await expect(page).toHaveURL(pageUrl(brand, 'checkout', locale));
  await expect(
    page.getByRole('navigation', { name: message(locale, 'checkout.steps.label') }),
  ).toBeVisible();
}

async function fillInvoiceAddress(page: Page, locale: Locale, address: Address) {
  const m = (key: string) => message(locale, key);
  const invoice = page.getByRole('group', { name: m('checkout.details.invoiceAddress') });
  await invoice.getByLabel(m('form.address.postcode')).fill(address.postcode);
  await invoice.getByLabel(m('form.address.houseNumber')).fill(address.houseNumber);
  await invoice.getByLabel(m('form.address.street')).fill(address.street);
  await invoice.getByLabel(m('form.address.city')).fill(address.city);
}

async function fillGuestDetails(
  page: Page,
  locale: Locale,
  person: { firstName: string; lastName: string; email: string },
  address: Address,
) {
  const m = (key: string) => message(locale, key);
  // Exact: French "Nom" is part of "Prénom".
  await page.getByLabel(m('register.firstName'), { exact: true }).fill(person.firstName);
  await page.getByLabel(m('register.lastName'), { exact: true }).fill(person.lastName);
  await page.getByLabel(m('register.email'), { exact: true }).fill(person.email);
  await fillInvoiceAddress(page, locale, address);
}

async function chooseDelivery(page: Page, locale: Locale, type: string) {
  const m = (key: string) => message(locale, key);
  await page.getByRole('button', { name: m('checkout.details.submit') }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: m('checkout.delivery.title') }),
  ).toBeVisible();
  // Each type is a radio card; its name holds the description, date and cost as well.
  const card = page.getByTestId(`delivery-${type}`);
  await card.getByRole('radio').check();
  await expect(card).toContainText(m(`checkout.delivery.types.${type}`));
  await expect(card.getByTestId('promised-date')).toBeVisible();
  await page.getByRole('button', { name: m('checkout.delivery.submit') }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: m('checkout.payment.title') }),
  ).toBeVisible();
}

/** Pay at the built-in provider's page, decide there, and land on the result page. */
async function pay(page: Page, locale: Locale, method: string, outcome: Outcome) {
  const m = (key: string) => message(locale, key);
  await page
    .getByRole('radio', { name: m(`checkout.payment.methods.${method}`), exact: true })
    .check();
  await page.getByRole('button', { name: m('checkout.payment.pay'), exact: true }).click();
  await page.waitForURL(/\/payment-provider\/checkout\//);
  await page.locator(`button[data-outcome="${outcome}"]`).click();
  await page.waitForURL((url) => url.pathname.endsWith(pathOfResult(locale)));
  const result = page.getByTestId('payment-outcome');
  await expect(result).toHaveAttribute('data-status', outcome);
  return result;
}

function pathOfResult(locale: Locale): string {
  return new URL(pageUrl(brand, 'checkoutResult', locale)).pathname;
}

async function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map(
      (e) => e.event,
    ),
  );
}

test('an empty cart has nothing to check out and points to the products', async ({ page }) => {
  const locale: Locale = 'en-GB';
  await page.goto(pageUrl(brand, 'checkout', locale));
  await expect(page.getByText(message(locale, 'checkout.empty'))).toBeVisible();
  await expect(
    page.getByRole('link', { name: message(locale, 'checkout.toProducts') }),
  ).toHaveAttribute('href', new URL(pageUrl(brand, 'productOverview', locale)).pathname);
});

test('nl-NL guest: delivery, iDEAL, paid, a confirmation mail and one purchase event', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const locale: Locale = 'nl-NL';
  const m = (key: string, values?: Record<string, string>) => text(locale, key, values);
  const email = `e2e.guest.${Date.now()}@example.nl`;

  await addFirstProduct(page, locale);
  await openCheckoutFromCart(page, locale);
  await expect(page.locator('[aria-current="step"]')).toContainText(m('checkout.steps.details'));

  // The contract's rules run in the form: nothing is sent until the details are valid.
  await page.getByRole('button', { name: m('checkout.details.submit') }).click();
  await expect(page.getByText(m('yup.errors.mixed.required')).first()).toBeVisible();
  await expect(page.getByLabel(m('register.firstName'))).toBeFocused();
  await fillGuestDetails(
    page,
    locale,
    { firstName: 'Sanne', lastName: 'de Vries', email },
    { postcode: '1015cj', houseNumber: '123', street: 'Keizersgracht', city: 'Amsterdam' },
  );
  await chooseDelivery(page, locale, 'Deliver');
  await expect(page.locator('[aria-current="step"]')).toContainText(m('checkout.steps.payment'));
  await expect(page.getByTestId('vat-line')).toHaveText(m('checkout.summary.vat', { rate: '21' }));
  await expect(page.getByTestId('reverse-charge')).toHaveCount(0);
  await expect(page.getByTestId('overview-line')).toHaveCount(1);
  expect(await dataLayerEvents(page)).toEqual(
    expect.arrayContaining(['begin_checkout', 'add_shipping_info']),
  );

  const result = await pay(page, locale, 'ideal', 'paid');
  await expect(result.getByRole('heading', { level: 1 })).toHaveText(
    m('checkout.result.paid.title'),
  );
  await expect(result.getByTestId('confirmation-mail')).toHaveText(
    m('checkout.result.mailSent', { email }),
  );
  await expect(result.getByTestId('promised-date')).toBeVisible();
  const orderNumber = (await result.getByTestId('order-number').textContent()) ?? '';
  expect(orderNumber).not.toBe('');
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  // GA4's purchase goes once: a reload of the result page does not count the sale again.
  await expect.poll(() => dataLayerEvents(page)).toContain('purchase');
  await page.reload();
  await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-status', 'paid');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(await dataLayerEvents(page)).not.toContain('purchase');

  const mail = await latestMail(email, 'orderConfirmation');
  expect(mail.subject).toContain(orderNumber);
  expect(await mailsOf(email, 'orderConfirmation')).toHaveLength(1);
});

test('de-DE business customer: pickup, reverse charge, paid, listed in my account', async ({
  page,
  login,
}) => {
  test.setTimeout(120_000);
  const locale: Locale = 'de-DE';
  const m = (key: string, values?: Record<string, string>) => text(locale, key, values);
  const { email } = await login({
    brand,
    locale,
    customerType: 'Business',
    companyName: 'Ruhe GmbH',
    vatNumber: 'DE 123 456 789',
    firstName: 'Jonas',
    lastName: 'Weber',
  });

  await addFirstProduct(page, locale);
  await openCheckoutFromCart(page, locale);
  // The account fills in who orders; only the address is new.
  await expect(page.getByLabel(m('register.customerType.Business'))).toBeChecked();
  await expect(page.getByLabel(m('register.email'))).toHaveValue(email);
  await expect(page.getByLabel(m('register.companyName'))).toHaveValue('Ruhe GmbH');
  await expect(page.getByLabel(m('register.vatNumber'))).toHaveValue('DE123456789');
  await fillInvoiceAddress(page, locale, {
    postcode: '10115',
    houseNumber: '7',
    street: 'Invalidenstraße',
    city: 'Berlin',
  });
  await page.getByRole('button', { name: m('checkout.details.submit') }).click();
  await page.getByTestId('delivery-Pickup').getByRole('radio').check();
  await expect(page.getByTestId('pickup-note')).toBeVisible();
  await page.getByRole('button', { name: m('checkout.delivery.submit') }).click();

  // A German business with a German VAT number buys from the Dutch seat: reverse charge.
  await expect(page.getByTestId('reverse-charge')).toHaveText(m('checkout.summary.reverseCharge'));
  await expect(page.getByTestId('vat-line')).toHaveCount(0);
  const total = await page.getByTestId('order-total').textContent();

  const result = await pay(page, locale, 'creditcard', 'paid');
  const orderNumber = (await result.getByTestId('order-number').textContent()) ?? '';
  await result.getByRole('link', { name: m('checkout.result.toAccount') }).click();
  await expect(page).toHaveURL(pageUrl(brand, 'myAccount', locale));
  const row = page.getByTestId('order-row').filter({ hasText: orderNumber });
  await expect(row).toContainText(m('account.orders.statuses.paid'));
  await expect(row).toContainText(total ?? '');
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    m('account.orders.detailTitle', { number: orderNumber }),
  );
  await expect(page.getByTestId('reverse-charge')).toBeVisible();
  expect((await latestMail(email, 'orderConfirmation')).subject).toContain(orderNumber);
});

test('fr-BE guest: delivery and installation, a failed payment, back to checkout, paid', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const locale: Locale = 'fr-BE';
  const m = (key: string) => message(locale, key);
  const email = `e2e.retry.${Date.now()}@example.nl`;

  await addFirstProduct(page, locale);
  await openCheckoutFromCart(page, locale);
  await fillGuestDetails(
    page,
    locale,
    { firstName: 'Camille', lastName: 'Dubois', email },
    { postcode: '1000', houseNumber: '16', street: 'Rue de la Loi', city: 'Bruxelles' },
  );
  await chooseDelivery(page, locale, 'DeliverAndAssemble');

  const failed = await pay(page, locale, 'bancontact', 'failed');
  await expect(failed.getByRole('heading', { level: 1 })).toHaveText(
    m('checkout.result.failed.title'),
  );
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The cart is still there, with its details and delivery: straight back to paying.
  await failed.getByRole('link', { name: m('checkout.result.retry') }).click();
  await expect(page).toHaveURL(pageUrl(brand, 'checkout', locale));
  await expect(
    page.getByRole('heading', { level: 2, name: m('checkout.payment.title') }),
  ).toBeVisible();
  await expect(page.getByTestId('overview-line')).toHaveCount(1);
  await expect(page.getByText(m('checkout.delivery.types.DeliverAndAssemble'))).toBeVisible();

  const paid = await pay(page, locale, 'bancontact', 'paid');
  await expect(paid.getByRole('heading', { level: 1 })).toHaveText(m('checkout.result.paid.title'));
  const orderNumber = (await paid.getByTestId('order-number').textContent()) ?? '';
  expect(orderNumber).not.toBe('');
  // One confirmation, for the payment that succeeded; the failed one sent none.
  const mail = await latestMail(email, 'orderConfirmation');
  expect(mail.subject).toContain(orderNumber);
  expect(await mailsOf(email, 'orderConfirmation')).toHaveLength(1);
});
