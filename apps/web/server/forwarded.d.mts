export function trustForwarded(
  headers: Record<string, string | string[] | undefined>,
  peerAddress: string | undefined,
  hops: number,
): void;
export function trustedHopsFrom(value?: string): number;
