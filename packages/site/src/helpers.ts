const international = /^(?:\+|00)/;

/** A WhatsApp chat link for a phone number written in international notation. */
export function chatLink(phone: string): string {
  // '(0)' is the trunk prefix people write inside international numbers; dialled abroad it is
  // dropped, and wa.me wants the bare international number without '+' or '00'.
  const written = international.test(phone.trim()) ? phone.replace('(0)', '') : phone;
  const digits = written.replace(/[\s()[\]-]/g, '').replace(international, '');
  if (!/^\d+$/.test(digits)) throw new RangeError(`Not a phone number: ${phone}`);
  return `https://wa.me/${digits}`;
}

/** The video hosts whose thumbnails and privacy-mode players the site knows. */
export const videoHosts = ['youtube', 'vimeo'] as const;
export type VideoHost = (typeof videoHosts)[number];

const videoId = /^[A-Za-z0-9_-]{1,64}$/;

export function videoThumbnail(host: VideoHost, id: string): string {
  if (!videoId.test(id)) throw new RangeError(`Invalid video id: ${id}`);
  if (host === 'youtube') return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
  if (host === 'vimeo') return `https://vumbnail.com/${id}.jpg`;
  throw new RangeError(`Unknown video host: ${String(host)}`);
}

export interface FieldListEntry {
  name: string;
  value: string;
  type: string;
}

function isFilled(x: unknown): x is string {
  return typeof x === 'string' && x.trim() !== '';
}

function toEntry(raw: unknown): FieldListEntry | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { name, value, type = 'text' } = raw as Record<string, unknown>;
  if (!isFilled(name) || !isFilled(value) || !isFilled(type)) return undefined;
  return { name, value, type };
}

/** Name/value/type entries from loose content; incomplete entries are dropped. */
export function fieldList(entries: unknown[]): FieldListEntry[] {
  if (!Array.isArray(entries)) return [];
  return entries.map(toEntry).filter((entry) => entry !== undefined);
}
