/**
 * What the bench's stand-ins in front of a local site share (the CDN model, bench/edge-proxy.ts, and the
 * document-only origin of bench:lighthouse-floor): asking the site for a request's path and getting its whole
 * answer, and listening on a free port of 127.0.0.1.
 */
import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Asks `upstream` for `path` with the request's method, body and `headers`, and hands its answer over whole once
 * it has all arrived; a site that cannot be reached answers 502.
 */
export function forwardWhole(
  upstream: URL,
  req: IncomingMessage,
  res: ServerResponse,
  { path, headers }: { path: string; headers: IncomingHttpHeaders },
  answered: (answer: IncomingMessage, body: Buffer) => void,
): void {
  const forward = httpRequest(
    { hostname: upstream.hostname, port: upstream.port, path, method: req.method, headers },
    (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => answered(answer, Buffer.concat(chunks)));
    },
  );
  forward.on('error', () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(forward);
}

/** Starts `server` on a free port of 127.0.0.1 and gives its address. */
export function listenLocally(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}
