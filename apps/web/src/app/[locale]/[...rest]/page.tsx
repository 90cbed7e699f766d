import { notFound } from 'next/navigation';

// Any localized path without a page of its own: the localized 404 with status 404.
export default function CatchAll() {
  notFound();
}
