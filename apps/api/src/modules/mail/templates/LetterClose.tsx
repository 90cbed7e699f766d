import { Button, Link, Section, Text } from '@react-email/components';
import type { Brand, Locale } from '@shop/site';
import { supportAddress } from '../addresses';
import { type CopyVars, copyFor } from './copy';
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
  const common = copyFor(locale);
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
            {common.linkFallback}{' '}
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
        {common.signOff}
        <br />
        {common.signature(vars)}
      </Text>
    </>
  );
}
