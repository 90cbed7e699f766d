import { Heading, Text } from '@react-email/components';
import type { Brand, Locale } from '@shop/site';
import { type CopyVars, copyFor, type MailCopy } from './copy';
import { Layout } from './Layout';
import { LetterClose } from './LetterClose';
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
      <LetterClose
        brand={brand}
        locale={locale}
        vars={vars}
        action={action}
        note={copy.notYou(vars)}
      />
    </Layout>
  );
}
