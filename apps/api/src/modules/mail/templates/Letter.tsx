import { Heading, Text } from '@react-email/components';
import type { Brand, Locale } from '@shop/site';
import { type CopyVars, type LetterKind, letterBody, mailCopy } from './copy';
import { Layout } from './Layout';
import { LetterClose } from './LetterClose';
import { mailStyles } from './styles';

export interface LetterProps {
  brand: Brand;
  locale: Locale;
  firstName: string;
  kind: LetterKind;
  vars: CopyVars;
  /** The one thing the reader should do, if anything. */
  action?: { label: string; href: string };
}

/** A personal mail: greeting, body, an optional button, the not-you note and a sign-off. */
export function Letter({ brand, locale, firstName, kind, vars, action }: LetterProps) {
  const copy = mailCopy(locale);
  const styles = mailStyles(brand.theme);
  return (
    <Layout
      brand={brand}
      locale={locale}
      title={copy(`${kind}.subject`, vars)}
      preview={copy(`${kind}.preview`, vars)}
    >
      <Heading as="h1" style={styles.heading}>
        {copy(`${kind}.heading`, vars)}
      </Heading>
      <Text style={styles.paragraph}>{copy('greeting', { firstName })}</Text>
      {letterBody(locale, kind, vars).map((text) => (
        <Text key={text} style={styles.paragraph}>
          {text}
        </Text>
      ))}
      <LetterClose
        brand={brand}
        locale={locale}
        vars={vars}
        action={action}
        note={copy(`${kind}.notYou`, vars)}
      />
    </Layout>
  );
}
