import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens and mailed account tokens. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only hashes are stored: a leaked table holds no usable token. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
