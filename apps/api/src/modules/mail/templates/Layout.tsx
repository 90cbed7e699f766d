import {
  Body,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { type Brand, type Locale, siteOrigin } from '@shop/site';
import type { ReactNode } from 'react';
import { supportAddress } from '../addresses';
import { mailCopy } from './copy';
import { Linkified } from './Linkified';
import { mailStyles } from './styles';

export interface LayoutProps {
  brand: Brand;
  locale: Locale;
  /** The subject; doubles as the document title screen readers announce. */
  title: string;
  preview: string;
  /** Why the reader gets this mail: their account (default), or an order they placed. */
  reason?: 'account' | 'order';
  children: ReactNode;
}

/** The frame every mail of a brand shares: word mark bar, content, footer with support. */
export function Layout({
  brand,
  locale,
  title,
  preview,
  reason = 'account',
  children,
}: LayoutProps) {
  const copy = mailCopy(locale);
  const styles = mailStyles(brand.theme);
  const support = supportAddress(brand, locale);
  const vars = { brand: brand.name, support, validFor: '' };
  const origin = siteOrigin(brand, locale);
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.bar}>
            <Text style={styles.wordMark}>{brand.name}</Text>
          </Section>
          <Section style={styles.content}>{children}</Section>
          <Hr style={styles.rule} />
          <Section style={styles.footer}>
            <Text style={styles.footerText}>
              {copy(reason === 'order' ? 'footerOrderReason' : 'footerReason', vars)}
            </Text>
            <Text style={styles.footerText}>
              <Linkified
                text={copy('footerQuestions', vars)}
                address={support}
                style={styles.link}
              />
            </Text>
            <Text style={styles.footerText}>
              {brand.name} ·{' '}
              <Link href={origin} style={styles.link}>
                {origin}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
