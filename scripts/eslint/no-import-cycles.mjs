// An ESLint rule that refuses import cycles: a file may not import (statically, dynamically or
// for types only) a file that leads back to it. A cycle means two files are one module in two
// parts; move what both need into a third. Our own files only (relative paths and the src/,
// contract/, server/ aliases); packages are not followed.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const rootAliases = ['src/', 'contract/', 'server/'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];
// import … from '…', export … from '…', import '…', import('…')
const IMPORT =
  /(?:^|[^\w$.])(?:import|export)\s(?:[^'"`;]*?\sfrom\s)?\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function isFile(candidate) {
  return existsSync(candidate) && statSync(candidate).isFile();
}

/** The file an import names, or undefined when it is a package or not found. */
function resolve(fromFile, source) {
  let base;
  if (source.startsWith('.')) base = path.resolve(path.dirname(fromFile), source);
  else if (rootAliases.some((alias) => source.startsWith(alias))) base = path.resolve(root, source);
  else return undefined;
  if (isFile(base)) return base;
  for (const extension of EXTENSIONS) if (isFile(base + extension)) return base + extension;
  for (const extension of EXTENSIONS)
    if (isFile(path.join(base, `index${extension}`))) return path.join(base, `index${extension}`);
  return undefined;
}

// One lint run reads each file once.
const importsOf = new Map();
function importedFiles(file) {
  let found = importsOf.get(file);
  if (found) return found;
  found = new Set();
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  for (const match of text.matchAll(IMPORT)) {
    const target = resolve(file, match[1] ?? match[2]);
    if (target) found.add(target);
  }
  importsOf.set(file, found);
  return found;
}

/** A path of imports from `start` back to `file`, or undefined. */
function pathBack(start, file) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [current, trail] = stack.pop();
    if (current === file) return trail;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const next of importedFiles(current)) stack.push([next, [...trail, next]]);
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycles = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolve(file, source.value);
      if (!target) return;
      const trail = pathBack(target, file);
      if (!trail) return;
      const shown = [file, ...trail].map((f) => path.relative(root, f)).join(' → ');
      context.report({
        node: source,
        message: `Import cycle: ${shown}. Move what both need into a third file.`,
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
