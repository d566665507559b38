// Where the official ETDA files of each version live in the repository (server/etax/schemas/v2.0,
// v2.1; SOURCES.md), and the only files libxml2 may open while compiling a schema: its xs:import /
// xs:include closure.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { xmlRegisterInputProvider } from 'libxml2-wasm';

export const SCHEMAS_DIR = fileURLToPath(new URL('../schemas/', import.meta.url));

/** A file of server/etax/schemas: `v2.1/ETDA/data/standard/…` (etax-versions.ts names them). */
export function schemaPath(relative: string): string {
  return path.join(SCHEMAS_DIR, relative);
}

/** A path or file: URL inside SCHEMAS_DIR, or null (libxml2 may then open nothing else). */
function insideSchemas(filename: string): string | null {
  let candidate = filename;
  if (filename.startsWith('file:')) {
    try {
      candidate = fileURLToPath(filename);
    } catch {
      return null;
    }
  }
  const resolved = path.resolve(candidate);
  return resolved.startsWith(SCHEMAS_DIR) && fs.existsSync(resolved) ? resolved : null;
}

let registered = false;

/**
 * Lets libxml2 (WASM, no file system of its own) read the schema files, and only those: the
 * provider is process-wide, so a broader one would let every parse in the process read files.
 */
export function registerSchemaFiles(): void {
  if (registered) return;
  registered = xmlRegisterInputProvider({
    match: (filename) => insideSchemas(filename) !== null,
    open: (filename) => {
      const resolved = insideSchemas(filename);
      if (!resolved) return undefined;
      try {
        return fs.openSync(resolved, 'r');
      } catch {
        return undefined;
      }
    },
    read: (fd, buf) => {
      try {
        return fs.readSync(fd, buf, 0, buf.byteLength, null);
      } catch {
        return -1;
      }
    },
    close: (fd) => {
      try {
        fs.closeSync(fd);
        return true;
      } catch {
        return false;
      }
    },
  });
}
