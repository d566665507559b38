import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import { noImportCycles } from './scripts/eslint/no-import-cycles.mjs';
import { noRestrictedPaths } from './scripts/eslint/no-restricted-paths.mjs';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const features = existsSync('src/features') ? readdirSync('src/features') : [];
const serverModules = existsSync('server/modules')
  ? readdirSync('server/modules', { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
  : [];
// One zone per server module: it may use another module's service.ts, never its other files.
const serverModuleZones = serverModules.map((name) => ({
  target: `./server/modules/${name}`,
  from: './server/modules',
  except: [
    `./${name}`,
    ...serverModules.filter((other) => other !== name).map((other) => `./${other}/service`),
  ],
  message: "A server module uses another module's service.ts, never its other files.",
}));
// One zone per feature: it may import itself, never a sibling.
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features never import each other.',
}));

// Thai characters belong in src/locales only (all user-visible text goes through i18next).
const thaiLiteral = '/[\\u0E00-\\u0E7F]/';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'public', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: {
      local: { rules: { 'no-restricted-paths': noRestrictedPaths, 'no-import-cycles': noImportCycles } },
    },
    rules: {
      'local/no-import-cycles': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      'no-restricted-syntax': [
        'error',
        {
          selector: `Literal[value=${thaiLiteral}]`,
          message: 'Thai text belongs in src/locales (use i18next).',
        },
        {
          selector: `TemplateElement[value.raw=${thaiLiteral}]`,
          message: 'Thai text belongs in src/locales (use i18next).',
        },
        {
          selector: `JSXText[value=${thaiLiteral}]`,
          message: 'Thai text belongs in src/locales (use i18next).',
        },
      ],
      // A feature never imports another feature; src/ never imports server code.
      'local/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            { target: './src', from: './server', message: 'The web app never imports server code.' },
            {
              target: './src/features',
              from: './src/app',
              message: 'Features never import the app shell (src/app composes them).',
            },
            ...['components', 'hooks', 'layouts', 'lib'].map((folder) => ({
              target: `./src/${folder}`,
              from: './src/features',
              message: 'Shared code never imports a feature.',
            })),
            {
              target: './src/lib',
              from: ['./src/features', './src/components', './src/layouts', './src/app'],
              message: 'lib/ imports no UI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'local/no-restricted-paths': ['error', { zones: serverModuleZones }] },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**', '*.config.{js,ts}'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
