import type { Page } from '@playwright/test';

/** The toast viewport (Radix labels it with its F8 hotkey). */
export const toastRegion = (page: Page) => page.getByRole('region', { name: /F8/ });

/** A visible toast with this text (not Radix's screen-reader copy of it). */
export const toastWith = (page: Page, text: string) =>
  toastRegion(page).getByRole('listitem').filter({ hasText: text });
