export function isDecodablePath(url: string | undefined): boolean;
