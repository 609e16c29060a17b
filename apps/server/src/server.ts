/**
 * Process entry (`pnpm start`, `pnpm dev`): configuration from the environment (and a `.env` file when
 * present), the app on the embedded database (or PostgreSQL), the built web app at `/`, pino logs, and a
 * graceful close on SIGTERM/SIGINT, bounded in time.
 */
import { buildApp } from './app';
import { loadConfig, loadEnvFileIfPresent } from './config';

/** After the grace, connections still open (a stream, a body that never ends) are cut; then this. */
const HARD_EXIT_AFTER_GRACE_MS = 5_000;
/** Between two route schemas compiled in the background after the start (1–20 ms each). */
const SCHEMA_COMPILE_SPACING_MS = 10;

async function main(): Promise<void> {
  loadEnvFileIfPresent('.env');
  const config = loadConfig();
  const app = await buildApp({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    jwtSecret: config.jwtSecrets,
    firebaseProjectId: config.firebaseProjectId,
    firebaseAuthEmulatorHost: config.firebaseAuthEmulatorHost,
    googleCredentialsFile: config.googleCredentialsFile,
    webDistDir: config.webDistDir,
    trustProxy: config.trustProxy,
    behindHttps: config.behindHttps,
    streamLimits: config.streamLimits,
    logger: { level: config.logLevel },
  });

  for (const warning of config.warnings) app.log.warn(warning);

  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'arrêt en cours');
    // In-flight requests finish, then the database closes (onClose hooks). Whatever is still open after
    // the grace is cut, so that the database still closes cleanly; a close that hangs beyond is forced.
    setTimeout(() => {
      app.log.warn({ graceMs: config.shutdownGraceMs }, 'arrêt : connexions encore ouvertes coupées');
      app.server.closeAllConnections();
      setTimeout(() => {
        app.log.error('arrêt forcé : la fermeture ne s’est pas terminée');
        process.exit(1);
      }, HARD_EXIT_AFTER_GRACE_MS).unref();
    }, config.shutdownGraceMs).unref();
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
  // The route schemas the start left to first use, compiled now in the background, one every few
  // milliseconds so that no request waits behind more than one: a route's first answer then need not
  // wait for its schemas, and a schema that does not compile is said at start.
  app
    .compileSchemas(() => new Promise((resolve) => setTimeout(resolve, SCHEMA_COMPILE_SPACING_MS).unref()))
    .catch((error: unknown) => app.log.error({ err: error }, 'schéma de route invalide'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
