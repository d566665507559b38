// The SQL migrations create the tables; server/db/schema/*.ts describes them for typed queries.
// This reads the migrated database and checks that both say the same: every table and column of
// the typed schema exists with its type and nullability, and no column is missing from it.
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { schema } from '../../server/db/schema';
import { useTestApp } from './support/app-per-file';

const t = useTestApp();

/** Tables that only the SQL knows, on purpose. */
const SQL_ONLY_TABLES = new Set(['schema_migrations']);

interface DbColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
}

/** The SQL type as information_schema names it, from Drizzle's own `getSQLType()`. */
function normalise(sqlType: string): string {
  const type = sqlType.toLowerCase().replace(/\(.*\)$/, '');
  if (type.endsWith('[]')) return `${normalise(type.slice(0, -2))}[]`;
  const aliases: Record<string, string> = {
    serial: 'integer',
    bigserial: 'bigint',
    smallserial: 'smallint',
    'timestamp with time zone': 'timestamp with time zone',
    'timestamp without time zone': 'timestamp without time zone',
    timestamp: 'timestamp without time zone',
    'double precision': 'double precision',
    varchar: 'character varying',
    char: 'character',
  };
  return aliases[type] ?? type;
}

function dbType(column: DbColumn): string {
  if (column.data_type === 'ARRAY')
    return `${normalise(column.udt_name.replace(/^_/, '').replace('int4', 'integer').replace('int8', 'bigint'))}[]`;
  return column.data_type === 'USER-DEFINED' ? column.udt_name : column.data_type;
}

const typedTables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

async function databaseColumns(): Promise<DbColumn[]> {
  const result = await t.deps.db.execute(sql`
    SELECT c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable
    FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND tb.table_type = 'BASE TABLE'
    ORDER BY c.table_name, c.ordinal_position`);
  return (Array.isArray(result) ? result : (result as { rows: DbColumn[] }).rows) as DbColumn[];
}

describe('SQL migrations and the typed schema', () => {
  it('describe the same tables', async () => {
    const inDatabase = new Set((await databaseColumns()).map((c) => c.table_name));
    const typed = new Set(typedTables.map((table) => table.name));
    expect([...typed].filter((name) => !inDatabase.has(name))).toEqual([]);
    expect([...inDatabase].filter((name) => !typed.has(name) && !SQL_ONLY_TABLES.has(name))).toEqual([]);
  });

  it('describe the same columns, with the same types and nullability', async () => {
    const columns = await databaseColumns();
    const mismatches: string[] = [];
    for (const table of typedTables) {
      const inDatabase = new Map(
        columns.filter((c) => c.table_name === table.name).map((c) => [c.column_name, c]),
      );
      for (const column of table.columns) {
        const found = inDatabase.get(column.name);
        const where = `${table.name}.${column.name}`;
        if (!found) {
          mismatches.push(`${where}: not in the database`);
          continue;
        }
        inDatabase.delete(column.name);
        const typed = normalise(column.getSQLType());
        if (typed !== dbType(found)) mismatches.push(`${where}: typed ${typed}, database ${dbType(found)}`);
        const nullable = found.is_nullable === 'YES';
        if (column.notNull === nullable) {
          mismatches.push(
            `${where}: typed ${column.notNull ? 'NOT NULL' : 'nullable'}, database ${nullable ? 'nullable' : 'NOT NULL'}`,
          );
        }
      }
      for (const name of inDatabase.keys())
        mismatches.push(`${table.name}.${name}: missing from the typed schema`);
    }
    expect(mismatches).toEqual([]);
  });
});
