import type { AppDeps } from '../../deps';

/** Seeds what a fresh database needs. Each step is idempotent (safe on every start). */
export async function seed(_deps: AppDeps): Promise<void> {}
