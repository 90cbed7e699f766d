// Which X-Forwarded-* values the storefront believes. Next keeps whatever X-Forwarded-For a
// client sends, so without this a client picks its own address, and with it a fresh budget
// under every per-IP rate limit of the API.

/** @param {string | string[] | undefined} value */
function listOf(value) {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Rewrites the forwarded headers of a request in place. `hops` is how many proxies of our own
 * stand in front of this server (TRUSTED_PROXY_HOPS): the client is the address that many steps
 * left of the socket's peer, and host and protocol are believed only from such a proxy.
 *
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {string | undefined} peerAddress
 * @param {number} hops
 */
export function trustForwarded(headers, peerAddress, hops) {
  const chain = [...(hops > 0 ? listOf(headers['x-forwarded-for']) : []), peerAddress ?? ''];
  const client = chain[Math.max(0, chain.length - 1 - hops)] ?? '';
  headers['x-forwarded-for'] = client.replace(/^::ffff:/, '');
  delete headers.forwarded;
  for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port']) {
    const nearest = listOf(headers[name]).at(-1);
    if (hops > 0 && nearest) headers[name] = nearest;
    else delete headers[name];
  }
}

/** TRUSTED_PROXY_HOPS as a whole number; anything else is a configuration error. */
export function trustedHopsFrom(value = '0') {
  if (!/^\d+$/.test(value.trim())) {
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number of proxies, not "${value}"`);
  }
  return Number(value);
}
