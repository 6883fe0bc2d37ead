// The bare Preact + signals page of the load bench (scripts/bench-load.mjs), built with the app's toolchain.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [preact()],
  build: { target: 'es2022', outDir: fileURLToPath(new URL('../../dist-bare', import.meta.url)), emptyOutDir: true },
});
