import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies server/db/migrations/NNNN_name.sql in order, each once, each in a transaction.
 * Plain SQL that PostgreSQL 15 accepts, so PGlite (18) and a real server share them.
 */
export async function migrate(database: Database): Promise<string[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  // Both drivers answer { rows }; the shared Db type leaves the raw result unknown.
  const result: unknown = await database.db.execute('SELECT name FROM schema_migrations');
  const { rows } = result as { rows: { name: string }[] };
  const done = new Set(rows.map((r) => r.name));
  const files = readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const script = readFileSync(path.join(migrationsDir, file), 'utf8');
    const name = file.replace(/'/g, "''");
    await database.exec(
      `BEGIN;\n${script}\nINSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`,
    );
    applied.push(file);
  }
  return applied;
}
