import 'server-only';
import { notFound } from 'next/navigation';

/** `?page=` as a page number: absent is 1, anything but a positive whole number is no page. */
export function pageParam(value: string | string[] | undefined): number {
  if (value === undefined) return 1;
  const page =
    typeof value === 'string' && /^[1-9]\d{0,4}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(page)) notFound();
  return page;
}
