// Test-only: TEST_GENERATION_PAUSE=<n>:<folder> holds the generation of an import once its n-th
// document is committed, until the file <folder>/<uploadId> exists. The tests of several servers
// (tests/servers) stop or kill the server in the middle of a job that way, without waiting for
// the clock. Unset (production): no pause.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';

export async function pauseForTests(uploadId: number, documentsOfImport: number): Promise<void> {
  const setting = process.env.TEST_GENERATION_PAUSE;
  if (!setting) return;
  const colon = setting.indexOf(':');
  if (documentsOfImport !== Number(setting.slice(0, colon))) return;
  const resume = path.join(setting.slice(colon + 1), String(uploadId));
  while (!existsSync(resume)) await wait(50);
}
