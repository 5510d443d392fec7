import { createServer } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { createApp } from './app';
import { SETTINGS } from './areas';
import { demoAccountsWithDemoPassword } from './areas/users/service';
import { ConfigError, loadConfig } from './config';
import { openDataStore } from './data';
import { serveWithDrain } from './http/drain';
import { createLogger } from './logger';
import { metricsServer } from './metrics/listener';
import type { Store } from './store/types';

/** Time given to open requests on shutdown before their connections are cut. */
const DRAIN_TIMEOUT_MS = 10_000;

async function main() {
  const dev = process.argv.includes('--dev');
  const config = loadConfig(process.env, process.cwd(), SETTINGS);
  const logger = createLogger(config.logLevel);
  const store = await openDataStore(config, logger);

  const server = createServer();
  // In dev, Vite's hot reload shares this server (and origin) instead of opening its own port.
  const vite = dev
    ? await (await import('vite')).createServer({
        server: { middlewareMode: true, hmr: { server } },
        appType: 'custom',
      })
    : undefined;
  const { app, stop, auth, warmUp, startJobs, markDraining } = await createApp({
    config,
    store,
    logger,
    vite,
  });
  if (config.isProduction) await refuseDemoPasswords(store, auth.passwords);
  const { drain } = serveWithDrain(server, app);
  const metrics = config.metrics && (await listenForMetrics(config.metrics, store));

  server.on('error', async (error: NodeJS.ErrnoException) => {
    logger.fatal({ err: error }, 'cannot listen');
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use: stop the other program or set PORT.`
        : `Cannot listen on port ${config.port}: ${error.message}`,
    );
    await store.close();
    process.exit(1);
  });

  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info({ port, env: config.env, dbFile: config.dbFile }, 'listening');
    console.log(`Turismo Seguro Cusco: http://localhost:${port} (playground: /playground)`);
    // The first tourist should not wait for the page's first rendering.
    warmUp().catch((error: unknown) => logger.warn({ err: error }, 'public page not warmed up'));
    startJobs();
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: draining requests and pending writes');
    // The balancer learns first (`/readyz` 503) and, after DRAIN_DELAY, connections are refused.
    markDraining();
    if (config.drainDelayMs > 0) await delay(config.drainDelayMs);
    const cut = await drain(DRAIN_TIMEOUT_MS);
    if (cut > 0) logger.warn({ cut }, 'drain time over: requests still open were cut');
    await stop();
    metrics?.close();
    await vite?.close();
    try {
      await store.close();
    } catch (error) {
      // The last writes could not be made durable: say so with the exit code.
      logger.fatal({ err: error }, 'pending writes could not be flushed');
      process.exit(1);
    }
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** Serves `/metrics` on its own port; refuses to start when the port cannot be had. */
async function listenForMetrics({ port, host }: { port: number; host: string }, store: Store) {
  const metrics = metricsServer();
  try {
    await new Promise<void>((resolve, reject) => {
      metrics.once('error', reject);
      metrics.listen(port, host, resolve);
    });
  } catch (error) {
    await store.close();
    const code = (error as NodeJS.ErrnoException).code;
    throw new StartRefusedError(
      code === 'EADDRINUSE'
        ? `METRICS_PORT ${port} on ${host} is already in use: stop the other program or change METRICS_PORT.`
        : `Cannot serve the metrics on ${host}:${port}: ${(error as Error).message}`,
    );
  }
  const address = metrics.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  console.log(`Metrics: http://${host.includes(':') ? `[${host}]` : host}:${bound}/metrics`);
  return metrics;
}

/** Thrown when the server would start in an unsafe state; explained in words, not a stack. */
class StartRefusedError extends Error {
  override name = 'StartRefusedError';
}

/** A production server with a published password is open to everybody: refuse to start. */
async function refuseDemoPasswords(
  store: Store,
  passwords: Parameters<typeof demoAccountsWithDemoPassword>[1],
) {
  const found = await demoAccountsWithDemoPassword(store, passwords);
  if (found.length === 0) return;
  await store.close();
  throw new StartRefusedError(
    `Refusing to start with NODE_ENV=production: the demo account(s) ${found.join(', ')} still ` +
      'have the demo password. Give each a new password first (`npm run users:set-password -- ' +
      '<username>` with the server stopped), then start again.',
  );
}

main().catch((error: unknown) => {
  // Start-up failures are explained in words, not stack traces: config, lock or corrupt file.
  if (
    error instanceof ConfigError ||
    error instanceof StartRefusedError ||
    (error instanceof Error && error.name.startsWith('Store'))
  ) {
    console.error(error.message);
  } else {
    console.error('Start-up failed:', error);
  }
  process.exit(1);
});
