/** `npm run bench`: prints the performance figures that DESIGN.md budgets. */
import { benchCore } from './bench-core.ts';
import { benchAi } from './bench-ai.ts';
import { benchPace } from './bench-pace.ts';
import { runMain } from './args.ts';

runMain(async () => {
  console.log(`node ${process.version}, ${process.arch}`);
  for (const line of benchCore()) console.log(line);
  for (const line of await benchAi()) console.log(line);
  for (const line of benchPace()) console.log(line);
});
