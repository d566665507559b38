// A small ESLint rule that keeps the layers apart: an import whose resolved path falls in a
// zone's `from` folder is refused for files in the zone's `target` folder (unless the path is
// in one of `except`, relative to `from`). It replaces eslint-plugin-import-x, whose native
// resolver pulls platform packages the registry mirror of our CI machines does not carry.
import path from 'node:path';

const root = process.cwd();
// Bare specifiers that are our own folders (tsconfig paths); everything else is a package.
const rootAliases = ['src/', 'contract/', 'server/'];

function resolveSource(filename, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(filename), source);
  if (rootAliases.some((alias) => source.startsWith(alias))) return path.resolve(root, source);
  return undefined;
}

const inside = (file, folder) => file === folder || file.startsWith(folder + path.sep);

/** @type {import('eslint').Rule.RuleModule} */
export const noRestrictedPaths = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { zones: { type: 'array' } }, additionalProperties: false }],
  },
  create(context) {
    const zones = (context.options[0]?.zones ?? []).map((zone) => {
      const from = [zone.from].flat().map((folder) => path.resolve(root, folder));
      return {
        target: path.resolve(root, zone.target),
        from,
        except: (zone.except ?? []).flatMap((name) => from.map((folder) => path.resolve(folder, name))),
        message: zone.message,
      };
    });
    const active = zones.filter((zone) => inside(context.filename, zone.target));
    if (active.length === 0) return {};

    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const resolved = resolveSource(context.filename, node.source.value);
      if (!resolved) return;
      for (const zone of active) {
        const blocked = zone.from.some((folder) => inside(resolved, folder));
        const allowed = zone.except.some((folder) => inside(resolved, folder));
        if (blocked && !allowed) {
          context.report({ node: node.source, message: zone.message });
          return;
        }
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
