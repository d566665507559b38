import type { ServerConfig } from './config';
import type { Database, Db } from './db/client';

/** What every module and plugin receives: config and the database. Services hang off here. */
export interface AppDeps {
  config: ServerConfig;
  database: Database;
  db: Db;
}
