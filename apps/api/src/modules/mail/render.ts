import { render } from '@react-email/render';
import type { Brand, Locale } from '@shop/site';
import { createElement, type ReactElement } from 'react';
import { AccountDeleted } from './templates/AccountDeleted';
import type { OrderMailData } from './orderMail';
import { copyFor, copyVars } from './templates/copy';
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
  const { element, validMinutes } = compose(brand, locale, template);
  const subject = copyFor(locale)[template.kind].subject(copyVars(brand, locale, validMinutes));
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      // Headings stay as written: upper-casing them shouts and breaks accented capitals.
      htmlToTextOptions: { selectors: [{ selector: 'h1', options: { uppercase: false } }] },
    }),
  ]);
  return { subject, html, text };
}

function compose(brand: Brand, locale: Locale, template: MailTemplate) {
  const props = { brand, locale, firstName: template.firstName };
  let element: ReactElement;
  let validMinutes: number | undefined;
  switch (template.kind) {
    case 'verifyEmail':
      element = createElement(VerifyEmail, { ...props, link: absoluteLink(template.link) });
      break;
    case 'resetPassword':
      validMinutes = template.validMinutes ?? defaultResetValidMinutes;
      element = createElement(ResetPassword, {
        ...props,
        link: absoluteLink(template.link),
        validMinutes,
      });
      break;
    case 'accountDeleted':
      element = createElement(AccountDeleted, props);
      break;
  }
  return { element, validMinutes };
}

/** A mail is read far from the site, so a relative or script link would be a broken button. */
function absoluteLink(link: string): string {
  const protocol = URL.canParse(link) ? new URL(link).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new RangeError(`A mail link must be an absolute http(s) URL: ${link}`);
  }
  return link;
}
