import { Button, Link, Section, Text } from '@react-email/components';
import type { Brand, Locale } from '@shop/site';
import { supportAddress } from '../addresses';
import { type CopyVars, mailCopy } from './copy';
import { Linkified } from './Linkified';
import { mailStyles } from './styles';

/** How every personal mail ends: its button (with the link written out), a note, the sign-off. */
export function LetterClose({
  brand,
  locale,
  vars,
  action,
  note,
}: {
  brand: Brand;
  locale: Locale;
  vars: CopyVars;
  action?: { label: string; href: string };
  /** A line naming the support address, which becomes a mailto link. */
  note: string;
}) {
  const copy = mailCopy(locale);
  const styles = mailStyles(brand.theme);
  return (
    <>
      {action && (
        <>
          <Section style={styles.buttonRow}>
            <Button href={action.href} style={styles.button}>
              {action.label}
            </Button>
          </Section>
          {/* The plain-text version already carries the link beside the button label. */}
          <Text style={styles.small} data-skip-in-text="true">
            {copy('linkFallback')}{' '}
            <Link href={action.href} style={styles.fallbackLink}>
              {action.href}
            </Link>
          </Text>
        </>
      )}
      <Text style={styles.small}>
        <Linkified text={note} address={supportAddress(brand, locale)} style={styles.link} />
      </Text>
      <Text style={styles.paragraph}>
        {copy('signOff')}
        <br />
        {copy('signature', vars)}
      </Text>
    </>
  );
}
