// Test-only: TEST_GENERATION_PAUSE=<n>:<folder> holds the generation of an import before its
// next document once n of its documents are committed, until the file <folder>/<uploadId>-<pid>
// exists (pid: this process's). The tests of several servers (tests/servers) freeze or kill a
// server in the middle of a job that way, and let each server go on when they choose, without
// waiting for the clock. Unset (production): no pause.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';

export async function pauseForTests(uploadId: number, documentsCommitted: number): Promise<void> {
  const setting = process.env.TEST_GENERATION_PAUSE;
  if (!setting) return;
  const colon = setting.indexOf(':');
  if (documentsCommitted !== Number(setting.slice(0, colon))) return;
  const resume = path.join(setting.slice(colon + 1), `${uploadId}-${process.pid}`);
  while (!existsSync(resume)) await wait(50);
}
