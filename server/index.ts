import { buildApp } from './app';
import { configureHashing } from './auth/hashing';
import { serveSnapshots } from './backup/snapshot';
import { loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { drainAndClose } from './lifecycle';
import { applyRoleCommand, serveOperatorRequests } from './operators/requests';
import { demoPasswordRefusal, publicUrlRefusal, StartRefusedError } from './seed/startup';

/**
 * `npm start`: one process serving /api and the built SPA on PORT. The build runs it through the
 * launcher (server/launcher.ts), which checks the Node version first.
 */
async function main() {
  const config = loadConfig();
  // A start that would be unsafe stops here, with the fix (server/seed/startup.ts).
  const unsafeUrl = publicUrlRefusal(config);
  if (unsafeUrl) throw new StartRefusedError(unsafeUrl);
  configureHashing(config);
  const app = await buildApp({ config });
  const demo = await demoPasswordRefusal(app.ctx);
  if (demo) {
    await app.close();
    throw new StartRefusedError(demo);
  }
  // `npm run db:backup` asks the embedded database's server for a copy (server/backup).
  const { snapshot } = app.database;
  if (snapshot) {
    const backups = serveSnapshots(config.dataDir, snapshot, app.log);
    app.addHook('onClose', async () => backups.close());
    // `npm run operator` asks it to grant or remove a role, likewise (server/operators).
    const roles = serveOperatorRequests(
      config.dataDir,
      (command) => applyRoleCommand(app.ctx, command),
      app.log,
    );
    app.addHook('onClose', async () => roles.close());
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      // A second signal while draining: stop waiting.
      app.log.warn(`${signal} received again, exiting now`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal} received: answering the requests in flight, then closing`);
    // The last resort if closing itself hangs (a stuck database call).
    setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 2_000).unref();
    const outcome = await drainAndClose(app, config.shutdownTimeoutMs).catch((error: unknown) => {
      app.log.error({ err: error }, 'closing failed');
      return 'failed' as const;
    });
    process.exit(outcome === 'drained' ? 0 : 1);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // A folder in use, an unsafe start: the operator's to sort out, and the sentence says it all.
  if (error instanceof DataDirLockedError || error instanceof StartRefusedError) {
    console.error(error.message);
  } else console.error(error);
  process.exit(1);
});
