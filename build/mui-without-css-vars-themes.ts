// Why: MUI's CSS-variables theme code (~8 KB gzip) would ship although our themes never use it.
import type { Plugin } from 'vite';

/**
 * MUI's createTheme() and <ThemeProvider> import the CSS-variables theme machinery
 * (createThemeWithVars, CssVarsProvider, color-scheme storage and script: ~8 KB gzip) even for
 * themes without `cssVariables` or `colorSchemes`, which is what src/theme builds — those take
 * the createThemeNoVars / ThemeProviderNoVars path at run time (tests/unit/theme checks it).
 * In production builds the two imports are replaced by a stub that fails loudly if a CSS-variables
 * theme is ever used, so the bundler can drop that code. Dev server and tests run MUI unchanged.
 *
 * When an MUI version no longer has the import this replaces, the build stops: a silent miss
 * would put the code back into every first load unnoticed, and a changed file may need a
 * different patch (or none). A build that bundles MUI must also meet both files (buildEnd).
 */
export function muiWithoutCssVarsThemes(): Plugin {
  const stub = (name: string) =>
    `const ${name} = () => { throw new Error('CSS-variables MUI themes are not bundled: see build/mui-without-css-vars-themes.ts'); };`;
  const replacements: Record<string, [from: string, to: string]> = {
    'styles/createTheme.mjs': [
      'import createThemeWithVars from "./createThemeWithVars.mjs";',
      stub('createThemeWithVars'),
    ],
    'styles/ThemeProvider.mjs': [
      'import { CssVarsProvider } from "./ThemeProviderWithVars.mjs";',
      stub('CssVarsProvider'),
    ],
  };
  const patched = new Set<string>();
  let bundlesMui = false;
  return {
    name: 'mui-without-css-vars-themes',
    apply: 'build',
    buildStart() {
      patched.clear();
      bundlesMui = false;
    },
    transform(code, id) {
      if (/[\\/]@mui[\\/]material[\\/]/.test(id)) bundlesMui = true;
      const file = /[\\/]@mui[\\/]material[\\/](styles[\\/][^\\/]+\.mjs)$/.exec(id)?.[1]?.replace('\\', '/');
      const replacement = file === undefined ? undefined : replacements[file];
      if (file === undefined || replacement === undefined) return null;
      const [from, to] = replacement;
      if (!code.includes(from)) {
        throw new Error(
          `@mui/material/${file} changed in this MUI version: the CSS-variables patch (build/mui-without-css-vars-themes.ts) no longer applies. Update or remove it.`,
        );
      }
      patched.add(file);
      return { code: code.replace(from, to), map: null };
    },
    buildEnd(error) {
      // A build that bundles MUI but never met a file it patches: MUI moved or renamed it.
      if (error || !bundlesMui) return;
      const missed = Object.keys(replacements).filter((file) => !patched.has(file));
      if (missed.length > 0) {
        throw new Error(
          `@mui/material/${missed.join(', ')} was not patched (moved or renamed in this MUI version?): update build/mui-without-css-vars-themes.ts.`,
        );
      }
    },
  };
}
