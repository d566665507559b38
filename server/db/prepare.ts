import type { AppDeps } from '../deps';
import { migrate } from './migrate';
import { seed } from './seed';

/**
 * Migrations, then the seed, under one advisory lock held for both: servers started together on
 * an empty database take turns, and the ones after the first find nothing left to do (each
 * migration is recorded once, each seed step is idempotent). Returns the migrations applied.
 */
export function prepareDatabase(deps: AppDeps): Promise<string[]> {
  return deps.database.exclusive('etax:migrate-and-seed', async () => {
    const applied = await migrate(deps.database);
    await seed(deps);
    return applied;
  });
}
