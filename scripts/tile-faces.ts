// Writes src/ui/kit/tiles.css (the pip images) from src/ui/kit/pips.ts: `npx tsx scripts/tile-faces.ts`.
import { writeFileSync } from 'node:fs';
import { tileFacesCss } from '../src/ui/kit/pips.ts';

writeFileSync(new URL('../src/ui/kit/tiles.css', import.meta.url), tileFacesCss());
