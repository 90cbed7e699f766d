import { Heading, Text } from '@react-email/components';
import {
  type Brand,
  type Country,
  formatDate,
  formatMoney,
  type Locale,
  languageOfLocale,
} from '@shop/site';
import type { CSSProperties } from 'react';
import type { OrderMailData } from '../orderMail';
import { mailCopy, orderCopyVars, orderMailCopy } from './copy';
import { Layout } from './Layout';
import { LetterClose } from './LetterClose';
import { type MailStyles, mailStyles } from './styles';

export interface OrderConfirmationProps {
  brand: Brand;
  locale: Locale;
  firstName: string;
  /** `order.link` is absolute: the button leads to the order on the site. */
  order: OrderMailData;
}

/**
 * The mail a customer gets once an order is paid.
 *
 * Amounts: every line shows its amount excl. VAT, and the totals show the sum excl. VAT, the
 * VAT and the total incl. VAT. One convention for private and business customers alike reads
 * unambiguously (a business books the net amounts, everyone sees what was paid), whatever
 * the site's incl./excl. VAT toggle was set to while ordering.
 */
export function OrderConfirmation({ brand, locale, firstName, order }: OrderConfirmationProps) {
  const copy = orderMailCopy(locale);
  const vars = orderCopyVars(brand, locale, order.orderNumber);
  const styles = mailStyles(brand.theme);
  const table = tableStyles(styles, brand.theme.muted);
  const money = (cents: number) => formatMoney(cents, locale);
  const { totals, details, deliveryType } = order;
  // Reverse charge is 0 % here, whatever rate the totals carry; the amount is shown as given.
  const vatRate = formatPercent(totals.reverseCharge ? 0 : totals.vatRatePct, locale);
  const promisedDate = order.promisedDate === null ? null : formatDay(order.promisedDate, locale);
  const business = details.customerType === 'Business';

  return (
    <Layout
      brand={brand}
      locale={locale}
      title={copy('subject', vars)}
      preview={copy('preview', vars)}
      reason="order"
    >
      <Heading as="h1" style={styles.heading}>
        {copy('heading', vars)}
      </Heading>
      <Text style={styles.paragraph}>{mailCopy(locale)('greeting', { firstName })}</Text>
      <Text style={styles.paragraph}>{copy('intro', vars)}</Text>
      <Text style={styles.paragraph}>
        {copy('orderNumber')}: <strong>{order.orderNumber}</strong>
        <br />
        {copy('orderDate')}: {formatDate(order.placedAt, locale)}
      </Text>

      <table
        data-text-format="dataTable"
        width="100%"
        cellPadding={0}
        cellSpacing={0}
        style={table.table}
      >
        <thead>
          <tr>
            <th style={{ ...table.head, ...table.first }}>{copy('product')}</th>
            <th style={{ ...table.head, ...table.number }}>{copy('quantity')}</th>
            <th style={{ ...table.head, ...table.number }}>{copy('amount')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            // Lines have no id here and may repeat a name; they never reorder, so the index will do.
            // biome-ignore lint/suspicious/noArrayIndexKey: rendered once to static HTML
            <tr key={index}>
              <td style={{ ...table.cell, ...table.first }}>
                <strong>{line.name}</strong>
                {line.summary && (
                  <>
                    <br />
                    <span style={table.summary}>{line.summary}</span>
                  </>
                )}
              </td>
              <td style={{ ...table.cell, ...table.number }}>{line.quantity}</td>
              <td style={{ ...table.cell, ...table.number }}>{money(line.totalNetCents)}</td>
            </tr>
          ))}
        </tbody>
        <tbody>
          <TotalRow
            styles={table}
            label={copy('itemsSubtotal')}
            amount={money(totals.itemsNetCents)}
          />
          <TotalRow
            styles={table}
            label={copy(`deliveryType.${deliveryType}`)}
            amount={totals.shippingNetCents === 0 ? copy('free') : money(totals.shippingNetCents)}
          />
          <TotalRow styles={table} label={copy('totalExclVat')} amount={money(totals.netCents)} />
          <TotalRow
            styles={table}
            label={copy('vat', { rate: vatRate })}
            amount={money(totals.vatCents)}
          />
          <TotalRow
            styles={table}
            label={copy('totalInclVat')}
            amount={money(totals.grossCents)}
            strong
          />
        </tbody>
      </table>
      {totals.reverseCharge && <Text style={styles.small}>{copy('reverseChargeNote')}</Text>}

      <Heading as="h2" style={table.subheading}>
        {copy(`deliveryType.${deliveryType}`)}
      </Heading>
      <Text style={styles.paragraph}>
        {promisedDate === null
          ? copy(`deliveryUndated.${deliveryType}`)
          : copy(`deliveryOn.${deliveryType}`, { date: promisedDate })}
      </Text>
      {deliveryType === 'Pickup' ? (
        <AddressBlock
          label={copy('pickupAddress')}
          recipient={[brand.name]}
          address={{ ...brand.seat.pickupAddress, country: brand.seat.country }}
          locale={locale}
          style={styles.paragraph}
        />
      ) : (
        // Without a delivery address the goods go to the invoice address.
        <AddressBlock
          label={copy('deliveryAddress')}
          recipient={[
            `${details.firstName} ${details.lastName}`,
            business ? details.companyName : undefined,
          ]}
          address={details.deliveryAddress ?? details.invoiceAddress}
          locale={locale}
          style={styles.paragraph}
        />
      )}
      {business && (details.companyName || details.vatNumber) && (
        <Text style={styles.paragraph}>
          <strong>{copy('businessDetails')}</strong>
          {details.companyName && (
            <>
              <br />
              {copy('companyName')}: {details.companyName}
            </>
          )}
          {details.vatNumber && (
            <>
              <br />
              {copy('vatNumber')}: {details.vatNumber}
            </>
          )}
        </Text>
      )}

      <LetterClose
        brand={brand}
        locale={locale}
        vars={vars}
        action={{ label: copy('button'), href: order.link }}
        note={copy('questions', vars)}
      />
    </Layout>
  );
}

interface TotalRowProps {
  styles: TableStyles;
  label: string;
  amount: string;
  strong?: boolean;
}

function TotalRow({ styles, label, amount, strong = false }: TotalRowProps) {
  const weight: CSSProperties = strong ? { fontWeight: 700 } : {};
  return (
    <tr>
      <td colSpan={2} style={{ ...styles.total, ...styles.number, ...weight }}>
        {label}
      </td>
      <td style={{ ...styles.total, ...styles.number, ...weight }}>{amount}</td>
    </tr>
  );
}

type TableStyles = ReturnType<typeof tableStyles>;

function tableStyles(styles: MailStyles, muted: string) {
  const cell: CSSProperties = {
    fontSize: '15px',
    lineHeight: '22px',
    padding: '8px 0 8px 12px',
    verticalAlign: 'top',
    borderBottom: '1px solid #e4e4e4',
  };
  return {
    table: { borderCollapse: 'collapse', margin: '8px 0 16px', color: styles.paragraph.color },
    head: {
      ...cell,
      fontSize: '13px',
      color: muted,
      fontWeight: 400,
      textAlign: 'left',
      borderBottom: '2px solid #e4e4e4',
    },
    cell,
    // The first column lines up with the text above; the others keep a gap to their left.
    first: { paddingLeft: '0', paddingRight: '12px' },
    number: { textAlign: 'right', whiteSpace: 'nowrap' },
    summary: { fontSize: '13px', lineHeight: '20px', color: muted },
    total: { ...cell, borderBottom: 'none', padding: '4px 0 4px 12px' },
    subheading: { ...styles.paragraph, fontSize: '18px', fontWeight: 700, margin: '24px 0 8px' },
  } satisfies Record<string, CSSProperties>;
}

/** "21%", "5,5 %": the rate as the language writes a percentage. */
function formatPercent(ratePct: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    ratePct / 100,
  );
}

/** A yyyy-mm-dd day; noon UTC is that same day in every European time zone the shop uses. */
function formatDay(day: string, locale: Locale): string {
  return formatDate(new Date(`${day}T12:00:00Z`), locale);
}

interface PostalAddress {
  street: string;
  houseNumber: string;
  houseNumberAddition?: string;
  postcode: string;
  city: string;
  country: Country;
}

interface AddressBlockProps {
  label: string;
  /** Person and company lines; empty ones are left out. */
  recipient: (string | undefined)[];
  address: PostalAddress;
  locale: Locale;
  style: CSSProperties;
}

/** An address as a label reads, in the order of its country, the country in the reader's words. */
function AddressBlock({ label, recipient, address, locale, style }: AddressBlockProps) {
  const number = [address.houseNumber, address.houseNumberAddition].filter(Boolean).join(' ');
  // France and the UK write the house number before the street; the others after it.
  const numberFirst = address.country === 'FR' || address.country === 'GB';
  const street = numberFirst ? `${number} ${address.street}` : `${address.street} ${number}`;
  // A British postcode has a line of its own, below the town.
  const place =
    address.country === 'GB'
      ? [address.city, address.postcode]
      : [`${address.postcode} ${address.city}`];
  const country = new Intl.DisplayNames([languageOfLocale(locale)], { type: 'region' }).of(
    address.country,
  );
  const lines = [...recipient, street, ...place, country].filter((line): line is string =>
    Boolean(line),
  );
  return (
    <Text style={style}>
      <strong>{label}</strong>
      {lines.map((line, index) => (
        // Fixed lines that never reorder; two may read alike (a person trading under their name).
        // biome-ignore lint/suspicious/noArrayIndexKey: rendered once to static HTML
        <span key={`${index}-${line}`}>
          <br />
          {line}
        </span>
      ))}
    </Text>
  );
}
