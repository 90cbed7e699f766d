const loopbackNames = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** A host name or address that only this machine can reach (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase();
  return loopbackNames.has(name) || /^127(\.\d{1,3}){3}$/.test(name) || name.endsWith('.localhost');
}

/** Whether an absolute URL points at this machine only. */
export function isLoopbackUrl(url: string): boolean {
  return URL.canParse(url) && isLoopbackHost(new URL(url).hostname);
}
