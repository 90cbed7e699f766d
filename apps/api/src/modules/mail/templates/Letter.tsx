import { Button, Heading, Link, Section, Text } from '@react-email/components';
import type { Brand, Locale } from '@shop/site';
import { supportAddress } from '../addresses';
import { type CopyVars, copyFor, type MailCopy } from './copy';
import { Layout } from './Layout';
import { Linkified } from './Linkified';
import { mailStyles } from './styles';

export interface LetterProps {
  brand: Brand;
  locale: Locale;
  firstName: string;
  copy: MailCopy;
  vars: CopyVars;
  /** The one thing the reader should do, if anything. */
  action?: { label: string; href: string };
}

/** A personal mail: greeting, body, an optional button, the not-you note and a sign-off. */
export function Letter({ brand, locale, firstName, copy, vars, action }: LetterProps) {
  const common = copyFor(locale);
  const styles = mailStyles(brand.theme);
  return (
    <Layout brand={brand} locale={locale} title={copy.subject(vars)} preview={copy.preview(vars)}>
      <Heading as="h1" style={styles.heading}>
        {copy.heading(vars)}
      </Heading>
      <Text style={styles.paragraph}>{common.greeting(firstName)}</Text>
      {copy.body.map((line) => {
        const text = line(vars);
        return (
          <Text key={text} style={styles.paragraph}>
            {text}
          </Text>
        );
      })}
      {action && (
        <>
          <Section style={styles.buttonRow}>
            <Button href={action.href} style={styles.button}>
              {action.label}
            </Button>
          </Section>
          {/* The plain-text version already carries the link beside the button label. */}
          <Text style={styles.small} data-skip-in-text="true">
            {common.linkFallback}{' '}
            <Link href={action.href} style={styles.fallbackLink}>
              {action.href}
            </Link>
          </Text>
        </>
      )}
      <Text style={styles.small}>
        <Linkified
          text={copy.notYou(vars)}
          address={supportAddress(brand, locale)}
          style={styles.link}
        />
      </Text>
      <Text style={styles.paragraph}>
        {common.signOff}
        <br />
        {common.signature(vars)}
      </Text>
    </Layout>
  );
}
