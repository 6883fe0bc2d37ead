// Writes src/ui/components/tiles.css (the pip images) from src/ui/components/pips.ts: `npx tsx scripts/tile-faces.ts`.
import { writeFileSync } from 'node:fs';
import { tileFacesCss } from '../src/ui/components/pips.ts';

writeFileSync(new URL('../src/ui/components/tiles.css', import.meta.url), tileFacesCss());
