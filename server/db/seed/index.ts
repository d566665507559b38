import type { AppDeps } from '../../deps';
import { seedMasterData } from './master-data';
import { seedFirstAdmin } from './admin';
import { seedMenus } from './menus';
import { seedLanding } from './landing';
import { seedDemo } from './demo';

/** Seeds what a fresh database needs. Each step is idempotent (safe on every start). */
export async function seed(deps: AppDeps): Promise<void> {
  await seedMasterData(deps.db);
  await seedFirstAdmin(deps);
  await seedMenus(deps.db);
  await seedLanding(deps.db, deps.files);
  await seedDemo(deps);
}
