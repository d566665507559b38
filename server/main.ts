import { buildApp } from './app';
import { loadConfig } from './config';
import { createDeps } from './create-deps';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seed } from './db/seed';

/** Start: read config, open db, migrate, seed if empty, listen, close gracefully on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  const deps = createDeps(config, database);
  const { jobs, mailer, hsm } = deps;
  await seed(deps);
  const app = await buildApp(deps, { logger: { level: config.logLevel } });
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    // Claims no more jobs and lets the running ones finish; the rest wait in the table.
    await jobs.stop();
    // Logs out of the PKCS#11 tokens and finalises the module (nothing when none was opened).
    hsm.close();
    await mailer.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  jobs.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  console.log(
    [
      '',
      `  Public site   ${base}/`,
      `  Back-office   ${base}/admin/`,
      `  Customer      ${base}/customer/`,
      `  API           ${base}/api/`,
      `  API docs      ${base}/api/docs`,
      `  Database      ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
