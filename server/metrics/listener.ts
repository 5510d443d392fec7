import { createServer, type Server } from 'node:http';
import { registry } from './registry';

/**
 * The metrics' own HTTP listener: `GET /metrics` in Prometheus' text format, nothing else. Apart
 * from the application's port, so it is never behind the balancer nor open to the public, and a
 * scrape is never queued behind tourists' requests (nor counted among them).
 */
export function metricsServer(): Server {
  return createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found: the metrics are at /metrics\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      () => {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('The metrics could not be collected\n');
      },
    );
  });
}
