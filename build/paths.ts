// Why: the build plugins live one folder below the project root; they find its files from here.
import { fileURLToPath } from 'node:url';

/** An absolute path of a file or folder of the project, from its path relative to the root. */
export function fromRoot(relative: string): string {
  return fileURLToPath(new URL(`../${relative}`, import.meta.url));
}
