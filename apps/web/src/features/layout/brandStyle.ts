import type { Brand } from '@shop/site';
import type { CSSProperties } from 'react';

/** The brand's design tokens as CSS variables for <html>. */
export function brandStyle(brand: Brand): CSSProperties {
  const { theme, grid } = brand;
  return {
    '--brand-primary': theme.primary,
    '--brand-primary-text': theme.primaryText,
    '--brand-accent': theme.accent,
    '--brand-surface': theme.surface,
    '--brand-text': theme.text,
    '--brand-muted': theme.muted,
    '--brand-radius': theme.radius,
    '--grid-columns': String(grid.columns),
    '--header-height': `${grid.headerHeight}px`,
    fontFamily: theme.font === 'serif' ? 'var(--font-serif)' : 'var(--font-sans)',
  } as CSSProperties;
}
