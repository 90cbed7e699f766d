import type { ServerResponse } from 'node:http';

export function withShellLanguage(
  chunk: string | Uint8Array,
  status: number,
  language: unknown,
): string | Uint8Array;
export function declareErrorShellLanguage(response: ServerResponse, fallbackLanguage: string): void;
