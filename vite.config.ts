import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

/** The top-level manifest.webmanifest is the single source of the app manifest. */
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

export default defineConfig({
  base: './',
  plugins: [
    preact(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icon.svg'],
      manifest,
      workbox: { globPatterns: ['**/*.{js,css,html}'] },
    }),
  ],
  build: { target: 'es2022', sourcemap: false },
});
