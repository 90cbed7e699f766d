'use client';

import {
  chatWidgetAnimationMs,
  type Locale,
  type PageName,
  type PrefixMode,
  resolvePath,
  splitLocalePrefix,
} from '@shop/site';
import { usePathname } from 'next/navigation';
import type { CSSProperties } from 'react';

/** Pages whose buttons sit low on a phone: the chat button stays off them below tablet width. */
const buyingPages: readonly PageName[] = ['cart', 'checkout', 'checkoutResult', 'productDetail'];

/**
 * The floating chat button: opens a chat with the brand's phone number and nudges once every
 * cycle of the spec's chat animation (none with reduced motion, see globals.css).
 */
export function ChatWidget({
  href,
  label,
  locale,
  mode,
}: {
  href: string;
  label: string;
  locale: Locale;
  mode: PrefixMode;
}) {
  const pathname = usePathname();
  const { rest } = splitLocalePrefix(pathname, mode, locale);
  const page = resolvePath(rest, locale)?.page;
  const onBuyingPage = page !== undefined && buyingPages.includes(page);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={label}
      data-testid="chat-widget"
      className={`chat-nudge fixed right-4 bottom-4 z-30 flex h-14 w-14 items-center justify-center rounded-full bg-[#25d366] text-white shadow-lg hover:brightness-95 ${onBuyingPage ? 'max-md:hidden' : ''}`}
      style={{ '--chat-animation-ms': `${chatWidgetAnimationMs}ms` } as CSSProperties}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-7 w-7 fill-current">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.3a.5.5 0 0 0 0-.5l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.5-.3Z" />
      </svg>
      <span className="sr-only">{label}</span>
    </a>
  );
}
