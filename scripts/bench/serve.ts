// The benchmarks' server process (started by startServer in ./backend.ts): the real app on the
// seeded database, listening on a free port of 127.0.0.1, its address sent to the parent over
// IPC. The parent asks for the process's memory with the message 'memory'.
import { buildApp } from '../../server/app';
import { configureHashing } from '../../server/auth/hashing';
import { loadConfig, type ServerConfig } from '../../server/config';
import { BARE_PATH } from './backend';

const dataDir = process.argv[2]!;
const loaded = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_TARGET_URL ?? '',
  SERVE_SPA: 'false',
  SEED_DEMO: 'false',
});
const config: ServerConfig = {
  ...loaded,
  logLevel: 'silent',
  rateLimits:
    process.env.BENCH_RATE_LIMITS === 'default'
      ? loaded.rateLimits
      : (Object.fromEntries(
          Object.keys(loaded.rateLimits).map((name) => [
            name,
            { perIp: 1e9, perAccount: 1e9, windowSeconds: 60 },
          ]),
        ) as ServerConfig['rateLimits']),
};
configureHashing(config);
const app = await buildApp({ config });
app.get(BARE_PATH, async () => ({ ok: true }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });

process.on('message', (message) => {
  if (message !== 'memory') return;
  // After a full collection, what is left is what the process holds on to.
  (globalThis as { gc?: () => void }).gc?.();
  process.send?.({ memory: process.memoryUsage() });
});
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
process.send?.({ address });
