// One lint config for the whole workspace; each package runs `eslint .` and finds it here.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.react-router/**',
      // Paraglide's compiled messages (pnpm i18n).
      '**/paraglide/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/*.tmp.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The design system knows no catalogue and no shop: money and digits reach it
    // through the app's FormatProvider, data through its own prop types (src/model.ts).
    files: ['packages/ui/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@storefront/catalog', '@storefront/catalog/*'],
              message: 'ui takes data as props (src/model.ts) and money through FormatProvider.',
            },
          ],
        },
      ],
    },
  },
  {
    // The app's imports point one way: routes → features → components → the
    // shared layers (lib, i18n, seo, offline, data). A shared layer never imports a
    // component, a feature or a route; a component never a feature or a route; a feature
    // never a route (features may use each other).
    files: ['apps/storefront/app/{lib,i18n,seo,offline,data}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/components/*', '**/features/**', '**/routes/*'],
              message:
                'lib, i18n, seo, offline and data do not import components, features or routes: move the shared piece down.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/storefront/app/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/routes/*'],
              message: 'Components do not import features or routes: features and routes compose components.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/storefront/app/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/routes/*'], message: 'Features do not import routes: routes compose features.' }] },
      ],
    },
  },
  {
    // Plain JavaScript here is Node-side: scripts, configs and build helpers.
    files: ['**/scripts/**', '**/*.config.{js,ts}', '.ci/**', '**/*.mjs', '**/*.js'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  // Layout is Prettier's job (`prettier --check` runs in `pnpm lint`); turn off rules that would argue with it.
  prettier,
);
