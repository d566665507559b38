import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { muiWithoutCssVarsThemes } from '../../build/mui-without-css-vars-themes';

// The MUI patch (build/mui-without-css-vars-themes.ts) must stop the build when MUI changes
// under it, never leave the code in the bundle with a warning.

const muiStyles = fileURLToPath(new URL('../../node_modules/@mui/material/styles/', import.meta.url));
const createTheme = `${muiStyles}createTheme.mjs`;
const themeProvider = `${muiStyles}ThemeProvider.mjs`;

type Hook = (...args: unknown[]) => unknown;
function hooksOf(plugin: Plugin) {
  const call = (name: 'buildStart' | 'transform' | 'buildEnd', ...args: unknown[]) =>
    (plugin[name] as Hook).call({}, ...args);
  return {
    start: () => call('buildStart'),
    transform: (code: string, id: string) => call('transform', code, id) as { code: string } | null,
    end: () => call('buildEnd'),
  };
}

describe('the MUI CSS-variables patch', () => {
  it('replaces the import in the installed MUI version (both files)', () => {
    const plugin = hooksOf(muiWithoutCssVarsThemes());
    plugin.start();
    for (const file of [createTheme, themeProvider]) {
      const code = readFileSync(file, 'utf8');
      const patched = plugin.transform(code, file);
      expect(patched?.code).not.toBe(code);
      expect(patched?.code).toContain('CSS-variables MUI themes are not bundled');
    }
    expect(() => plugin.end()).not.toThrow();
  });

  it('fails the build when the code it patches is not there any more', () => {
    const plugin = hooksOf(muiWithoutCssVarsThemes());
    plugin.start();
    const changed = readFileSync(createTheme, 'utf8').replace('./createThemeWithVars.mjs', './renamed.mjs');
    expect(() => plugin.transform(changed, createTheme)).toThrow(/changed in this MUI version/);
  });

  it('fails the build when MUI is bundled but a patched file never shows up (moved or renamed)', () => {
    const plugin = hooksOf(muiWithoutCssVarsThemes());
    plugin.start();
    plugin.transform(readFileSync(createTheme, 'utf8'), createTheme);
    expect(() => plugin.end()).toThrow(/ThemeProvider\.mjs was not patched/);
  });

  it('leaves other files alone', () => {
    const plugin = hooksOf(muiWithoutCssVarsThemes());
    plugin.start();
    expect(plugin.transform('export const x = 1;', '/project/src/main.tsx')).toBeNull();
    expect(() => plugin.end()).not.toThrow();
  });
});
