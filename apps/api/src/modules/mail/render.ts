import { render } from '@react-email/render';
import type { Brand, Locale } from '@shop/site';
import { createElement, type ReactElement } from 'react';
import type { OrderMailData } from './orderMail';
import { AccountDeleted } from './templates/AccountDeleted';
import { copyVars, mailCopy, orderCopyVars } from './templates/copy';
import { OrderConfirmation } from './templates/OrderConfirmation';
import { ResetPassword } from './templates/ResetPassword';
import { VerifyEmail } from './templates/VerifyEmail';

/** How long a reset link lives unless the caller says otherwise. */
export const defaultResetValidMinutes = 60;

export type MailTemplate =
  | { kind: 'verifyEmail'; firstName: string; link: string }
  | {
      kind: 'resetPassword';
      firstName: string;
      link: string;
      /** Defaults to `defaultResetValidMinutes`; pass the token's real lifetime. */
      validMinutes?: number;
    }
  | { kind: 'accountDeleted'; firstName: string }
  | { kind: 'orderConfirmation'; firstName: string; order: OrderMailData };

export type MailKind = MailTemplate['kind'];

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export async function renderMail(
  brand: Brand,
  locale: Locale,
  template: MailTemplate,
): Promise<RenderedMail> {
  const { element, subject } = compose(brand, locale, template);
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      // Headings stay as written: upper-casing them shouts and breaks accented capitals.
      htmlToTextOptions: {
        selectors: [
          { selector: 'h1', options: { uppercase: false } },
          { selector: 'h2', options: { uppercase: false } },
          // Order lines: a text table, its headings as written, long summaries wrapped.
          {
            selector: '[data-text-format="dataTable"]',
            options: { uppercaseHeaderCells: false, maxColumnWidth: 48 },
          },
        ],
      },
    }),
  ]);
  return { subject, html, text };
}

/** The mail's element and its subject, which the order mails fill with the order number. */
function compose(
  brand: Brand,
  locale: Locale,
  template: MailTemplate,
): { element: ReactElement; subject: string } {
  const props = { brand, locale, firstName: template.firstName };
  const copy = mailCopy(locale);
  switch (template.kind) {
    case 'verifyEmail':
      return {
        element: createElement(VerifyEmail, { ...props, link: absoluteLink(template.link) }),
        subject: copy('verifyEmail.subject', copyVars(brand, locale)),
      };
    case 'resetPassword': {
      const validMinutes = template.validMinutes ?? defaultResetValidMinutes;
      return {
        element: createElement(ResetPassword, {
          ...props,
          link: absoluteLink(template.link),
          validMinutes,
        }),
        subject: copy('resetPassword.subject', copyVars(brand, locale, validMinutes)),
      };
    }
    case 'accountDeleted':
      return {
        element: createElement(AccountDeleted, props),
        subject: copy('accountDeleted.subject', copyVars(brand, locale)),
      };
    case 'orderConfirmation': {
      const order = { ...template.order, link: absoluteLink(template.order.link) };
      return {
        element: createElement(OrderConfirmation, { ...props, order }),
        subject: copy('orderConfirmation.subject', orderCopyVars(brand, locale, order.orderNumber)),
      };
    }
  }
}

/** A mail is read far from the site, so a relative or script link would be a broken button. */
function absoluteLink(link: string): string {
  const protocol = URL.canParse(link) ? new URL(link).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new RangeError(`A mail link must be an absolute http(s) URL: ${link}`);
  }
  return link;
}
