import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDeps } from './create-deps';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { nextRunAfter, scheduleReminder } from './modules/rd-filing/reminder';

/**
 * Start: read config, open db, migrate and seed (one server at a time), hear the other servers'
 * changes, then by ROLE serve HTTP (web), run jobs (worker), or both (the default); close
 * gracefully on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const deps = createDeps(config, database);
  const { jobs, mailer, changes, hsm } = deps;
  // Migrations and seeding one server at a time (an advisory lock); then hear the others' changes.
  await prepareDatabase(deps);
  await changes.start();
  const app =
    config.role === 'worker' ? undefined : await buildApp(deps, { logger: { level: config.logLevel } });
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`shutting down (${signal})`);
    await app?.close();
    // Claims no more jobs and lets the running ones finish; the rest wait in the table.
    await jobs.stop();
    // Logs out of the PKCS#11 tokens and finalises the module (nothing when none was opened).
    hsm.close();
    await mailer.close();
    await changes.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  const lines = [''];
  if (app) {
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const base = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
    lines.push(
      `  Public site   ${base}/`,
      `  Back-office   ${base}/admin/`,
      `  Customer      ${base}/customer/`,
      `  API           ${base}/api/`,
      `  API docs      ${base}/api/docs`,
    );
  }
  if (config.role !== 'web') {
    // The daily reminder of months not filed schedules itself from its first run on.
    await scheduleReminder(deps.db, nextRunAfter(new Date()));
    jobs.start();
    const kinds = Object.entries(config.jobConcurrency).map(([kind, n]) => `${kind} ${n}`);
    lines.push(`  Jobs          running (${kinds.join(', ')}; lease ${config.jobLeaseSeconds} s)`);
  } else lines.push('  Jobs          not run here (ROLE=web): a ROLE=worker process runs them');
  lines.push(
    `  Database      ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    '',
  );
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  // A wrong setting is told in its own words; anything else with its stack.
  console.error(error instanceof ConfigError ? `Cannot start: ${error.message}` : error);
  process.exit(1);
});
