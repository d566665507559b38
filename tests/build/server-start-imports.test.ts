import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The heavy libraries load on first use (server/lazy.ts, docs/memory.md): nothing the server
// imports statically from its entry may import them, or a server that only serves lists would
// hold ~300 MB more. Type-only imports cost nothing at run time and are not followed.
const HEAVY = [
  '@napi-rs/canvas',
  '@pdf-lib/fontkit',
  'pdf-lib',
  'pdfjs-dist',
  'exceljs',
  'libxml2-wasm',
  'xadesjs',
  '@xmldom/xmldom',
  'node-forge',
  // The PKCS#11 stack (native): only when a customer signs in an HSM slot.
  'node-webcrypto-p11',
  'graphene-pk11',
  'pkcs11js',
  '@peculiar/x509',
  // The S3 file store (FILE_STORE_URL): loaded with the first file read or written.
  '@aws-sdk/client-s3',
];

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The module specifiers a file imports or re-exports as values (no `import type`, no import()). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!onlyTypes) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, path.join(base, 'index.ts')].find(
    (candidate) => candidate.endsWith('.ts') && existsSync(candidate),
  );
}

/** Every package reached through static value imports from `entry`, with the file importing it. */
function packagesReached(entry: string): Map<string, string> {
  const reached = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      if (specifier.startsWith('.')) {
        const local = resolveLocal(file, specifier);
        if (local) queue.push(local);
      } else if (!reached.has(specifier)) {
        reached.set(specifier, path.relative(root, file));
      }
    }
  }
  return reached;
}

const isHeavy = (specifier: string) =>
  HEAVY.some((name) => specifier === name || specifier.startsWith(`${name}/`));

describe('the server start path', () => {
  // Parses some 300 files: seconds on a loaded machine.
  it('imports none of the heavy libraries before they are used', { timeout: 60_000 }, () => {
    const reached = packagesReached(path.join(root, 'server', 'start-server.ts'));
    const heavy = [...reached].filter(([specifier]) => isHeavy(specifier));
    expect(heavy.map(([specifier, file]) => `${specifier} ← ${file}`)).toEqual([]);
    // The walk did reach the server's modules and their ordinary packages.
    expect(reached.has('fastify')).toBe(true);
    expect(reached.has('@electric-sql/pglite')).toBe(true);
  });
});
