/**
 * Process entry (`pnpm start`, `pnpm dev`): configuration from the environment, the app on the embedded
 * database (or PostgreSQL), the built web app at `/`, pino logs, and a graceful close on SIGTERM/SIGINT.
 */
import { buildApp } from './app';
import { loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    jwtSecret: config.jwtSecrets,
    firebaseProjectId: config.firebaseProjectId,
    firebaseAuthEmulatorHost: config.firebaseAuthEmulatorHost,
    webDistDir: config.webDistDir,
    trustProxy: config.trustProxy,
    logger: { level: config.logLevel },
  });

  for (const warning of config.warnings) app.log.warn(warning);

  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'arrêt en cours');
    // In-flight requests finish, then the database closes (onClose hooks).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'arrêt incomplet');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: app.database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir },
    'serveur prêt',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
