// The operator's HTTP endpoint (issue 40), on METRICS_HOST:METRICS_PORT (loopback unless told
// otherwise): /metrics in Prometheus' text format, /healthz (the process answers) and /readyz
// (ready to serve: the gateway connected and the store reachable; 503 otherwise). GET only,
// no body read, nothing but these three paths; it never echoes what it was asked.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MetricsSource {
  /** The metrics in Prometheus' text format, and its content type. */
  metrics(): Promise<{ text: string; contentType: string }>;
  /** Whether the process can serve players now. */
  ready(): Promise<boolean>;
}

/** How long /readyz waits for its checks: a store that does not answer is not ready. */
export const READY_TIMEOUT_MS = 2_000;

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

export async function serveMetrics(
  source: MetricsSource,
  port: number,
  host: string,
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return send(response, 405, 'method not allowed\n');
    if (path === '/healthz') return send(response, 200, 'ok\n');
    if (path === '/readyz')
      return void readyWithin(source).then((ready) =>
        send(response, ready ? 200 : 503, ready ? 'ready\n' : 'not ready\n'),
      );
    if (path === '/metrics')
      return void source.metrics().then(
        ({ text, contentType }) => send(response, 200, text, contentType),
        () => send(response, 500, 'metrics unavailable\n'),
      );
    send(response, 404, 'not found\n');
  });
  await listen(server, port, host);
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function readyWithin(source: MetricsSource): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>(
    (resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)),
  );
  return Promise.race([source.ready().catch(() => false), late]).finally(() => clearTimeout(timer));
}

function send(
  response: import('node:http').ServerResponse,
  status: number,
  body: string,
  type = 'text/plain; charset=utf-8',
): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
