// Config for @vite-pwa/assets-generator (a devDependency, uses sharp): renders
// public/icon.svg into the PNG icons committed under public/. Run it by hand after
// changing the SVG, then commit the PNGs:
//   npx pwa-assets-generator -c scripts/pwa-assets.config.mjs
// The build never runs it. Names/sizes must match manifest.webmanifest and index.html.
import { defineConfig } from '@vite-pwa/assets-generator/config';

const background = '#1d4d37'; // the icon's felt = manifest theme_color

export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    // "any" icons: the SVG already has its own rounded background and margin.
    transparent: { sizes: [192, 512], padding: 0 },
    // Maskable: full-bleed felt, the tile well inside the 80 % safe circle.
    maskable: { sizes: [512], padding: 0.2, resizeOptions: { background, fit: 'contain' } },
    // iOS rounds the corners itself and shows no transparency: full-bleed felt.
    apple: { sizes: [180], padding: 0.1, resizeOptions: { background, fit: 'contain' } },
    png: { compressionLevel: 9, palette: true, quality: 100, dither: 0 },
  },
  images: ['public/icon.svg'],
});
