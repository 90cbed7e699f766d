import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The address that answered, after the redirects followed. */
  url: string;
}

/**
 * A GET from the test runner. Node cannot resolve {brand}.localhost as the browser does, so
 * the request goes to 127.0.0.1 with the brand's host in the Host header.
 */
export async function get(
  url: string,
  { headers = {}, redirects = 0 }: { headers?: Record<string, string>; redirects?: number } = {},
): Promise<Answer> {
  const target = new URL(url);
  const answer = await new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname + target.search,
        headers: { host: target.host, ...headers },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, url }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
  const location = answer.headers.location;
  if (redirects > 0 && answer.status >= 300 && answer.status < 400 && location) {
    return get(new URL(location, url).href, { headers, redirects: redirects - 1 });
  }
  return answer;
}
