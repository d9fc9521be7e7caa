import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// vanilla-extract compiles this app's own theme file; @storefront/ui's styles come compiled.
export default defineConfig({ plugins: [react(), vanillaExtractPlugin()] });
