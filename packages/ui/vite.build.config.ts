/**
 * The published build of `@storefront/ui` (`pnpm build`). The workspace imports the
 * TypeScript source; a package from the registry gets plain ES modules with vanilla-extract
 * already compiled: class names and CSS variable names in the JavaScript, every rule in one
 * `dist/styles.css`. So an app needs no plugin and no configuration to use the components,
 * and the JavaScript imports no CSS, which keeps it loadable by Node for server rendering.
 * Types come from `tsc -p tsconfig.build.json`.
 */
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import manifest from './package.json' with { type: 'json' };

const dependencies = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];

/** Dependencies stay imports, but a dependency's stylesheet joins `styles.css` (the JavaScript imports no CSS). */
const isExternal = (id: string) =>
  !id.endsWith('.css') && dependencies.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // A library: the app's bundler minifies; readable modules are easier to debug.
    minify: false,
    cssCodeSplit: false,
    lib: {
      entry: { index: 'src/index.ts', 'themes/index': 'src/themes/index.ts' },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        // One file per module, so an app's bundler drops the components it does not use.
        preserveModules: true,
        preserveModulesRoot: 'src',
        // `X.css.ts` compiles to plain JavaScript, named `X.styles.js`: a `.css.js` name would
        // make the app's own vanilla-extract plugin (if it has one) try to compile it again.
        entryFileNames: ({ name }) => `${name.replace(/\.css$/, '.styles')}.js`,
      },
    },
  },
});
