import { runFeedBench } from './feed.ts';

/** Every bench, one after the other (`npm run bench`). Each prints ratios against its own baseline. */
const benches: Array<[name: string, run: () => Promise<void>]> = [['feed', () => runFeedBench()]];

for (const [name, run] of benches) {
  console.log(`\n=== ${name}`);
  await run();
}
