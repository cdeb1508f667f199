// ESLint guards correctness and the seams between folders (DESIGN.md §2); Prettier owns style, so
// no stylistic rule is enabled here. Type-aware rules are left out to keep `npm run lint` fast.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const serverModules = 'apps/server/src/modules';
const webFeatures = 'apps/web/src/features';

/** The folders directly inside `dir`; a new module or feature is guarded without editing this file. */
const foldersIn = (dir) =>
  existsSync(join(root, dir))
    ? readdirSync(join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

// A folder's index.ts is its public face: anything outside the folder imports that, not its insides.
const serverModuleFaces = foldersIn(serverModules).map((m) => ({
  target: [`apps/server/src/*.{ts,tsx}`, `apps/server/src/!(modules)/**`, `${serverModules}/!(${m})/**`],
  from: `${serverModules}/${m}`,
  except: ['./index.ts'],
  message: `Import the ${m} module through ${serverModules}/${m}/index.ts.`,
}));

const webFeatureFaces = foldersIn(webFeatures).map((f) => ({
  target: [`apps/web/src/*.{ts,tsx}`, `apps/web/src/!(features)/**`, `${webFeatures}/!(${f})/**`],
  from: `${webFeatures}/${f}`,
  // pages.ts: the pages alone, which the router loads lazily apart from the feature's hooks and parts.
  except: ['./index.ts', './pages.ts'],
  message: `Import the ${f} feature through ${webFeatures}/${f}/index.ts (or its pages through pages.ts).`,
}));

const layerZones = [
  {
    // lib and db sit below the modules; plugins may use a module's index.ts (the zone above).
    target: ['apps/server/src/lib', 'apps/server/src/db'],
    from: `${serverModules}/*/index.ts`,
    message: 'lib/ and db/ sit below the modules and must not import them.',
  },
  {
    target: 'apps/web/src/shared',
    from: ['apps/web/src/features', 'apps/web/src/app'],
    message: 'shared/ sits below features/ and app/ (shared → features → app).',
  },
  {
    target: webFeatures,
    from: 'apps/web/src/app',
    message: 'features/ must not import app/ (shared → features → app).',
  },
  {
    // Production code never depends on test kits, end-to-end tests or benchmarks. Tests that live
    // beside the code (*.test.ts) may use the kits.
    target: '**/src/**/!(*.test).{ts,tsx}',
    from: ['{apps,packages}/*/{test,testing}/**', '{apps,packages}/*/src/**/{test,testing}/**', '{test,testing}/**', 'e2e/**', 'bench/**'],
    message: 'Code under src/ must not import test kits, e2e/ or bench/.',
  },
];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/.data/',
      '**/coverage/',
      'apps/server/drizzle/',
      'apps/server/src/db/migrations/',
      '**/generated/',
      'e2e/artifacts/',
      'bench/results/',
      'test-results/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript too, so cycles through .ts files are followed.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['tsconfig.json', 'apps/web/tsconfig.json', 'packages/chain/tsconfig.json'],
        }),
      ],
    },
    rules: {
      // Type-only imports are erased at run time, so they cannot form a load-order cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: false }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...serverModuleFaces, ...webFeatureFaces, ...layerZones] }],
    },
  },
  {
    // Tests, end-to-end runs and benchmarks read untyped JSON replies and probe the browser page.
    files: ['**/*.test.{ts,tsx}', '**/{test,testing}/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
);
