// The `servers` project's PostgreSQL: DATABASE_URL when set, else a throw-away cluster for the run.
import type { TestProject } from 'vitest/node';
import { startPgCluster } from './pg-cluster';

export default async function setup(project: TestProject): Promise<() => void> {
  const given = process.env.DATABASE_URL;
  if (given) {
    project.provide('serversAdminUrl', given);
    return () => undefined;
  }
  const cluster = await startPgCluster();
  project.provide('serversAdminUrl', cluster.url);
  return () => cluster.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    serversAdminUrl: string;
  }
}
