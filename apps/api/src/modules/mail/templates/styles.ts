import type { BrandTheme } from '@shop/site';
import type { CSSProperties } from 'react';

// Mail clients ignore stylesheets and web fonts unevenly: inline styles and system font stacks.
const fontStacks: Record<BrandTheme['font'], string> = {
  sans: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  serif: "Georgia, 'Times New Roman', Times, serif",
};

/** The inline styles of a brand's mails, all derived from its theme. */
export function mailStyles(theme: BrandTheme) {
  const paragraph: CSSProperties = { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };
  const small: CSSProperties = { fontSize: '13px', lineHeight: '20px', color: theme.muted };
  return {
    body: {
      backgroundColor: theme.surface,
      color: theme.text,
      fontFamily: fontStacks[theme.font],
      margin: '0',
      padding: '24px 0',
    },
    container: {
      maxWidth: '560px',
      backgroundColor: '#ffffff',
      border: '1px solid #e4e4e4',
      borderRadius: theme.radius,
      overflow: 'hidden',
    },
    bar: { backgroundColor: theme.primary, padding: '20px 32px' },
    wordMark: {
      color: theme.primaryText,
      fontSize: '22px',
      fontWeight: 700,
      letterSpacing: '0.02em',
      lineHeight: '28px',
      margin: '0',
    },
    content: { padding: '32px 32px 8px' },
    heading: { color: theme.text, fontSize: '24px', lineHeight: '32px', margin: '0 0 24px' },
    paragraph: { ...paragraph, color: theme.text },
    button: {
      backgroundColor: theme.primary,
      color: theme.primaryText,
      borderRadius: theme.radius,
      fontSize: '16px',
      fontWeight: 700,
      padding: '14px 24px',
      textDecoration: 'none',
    },
    buttonRow: { margin: '8px 0 24px' },
    small,
    fallbackLink: { ...small, color: theme.primary, wordBreak: 'break-all' },
    link: { color: theme.primary },
    rule: { borderColor: '#e4e4e4', margin: '0' },
    footer: { padding: '16px 32px 24px' },
    footerText: { ...small, margin: '0 0 8px' },
  } satisfies Record<string, CSSProperties>;
}

export type MailStyles = ReturnType<typeof mailStyles>;
