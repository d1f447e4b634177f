import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printRouteScripts, routeScripts } from '../js-budget.ts';
import { runLighthouseBench } from '../lighthouse.ts';
import type { BenchSection } from '../section.ts';

/** JS bytes per route from the build, then Lighthouse (mobile preset) on `/` and a story of each type (issue #11). */
export const section: BenchSection = {
  name: 'web',
  summary: 'JS per route (gzip, from dist/) and Lighthouse mobile on / and a story of each type; needs `npm run build`',
  order: 50,
  async run(options) {
    printRouteScripts(routeScripts(path.resolve(fileURLToPath(new URL('../../../dist', import.meta.url)))));
    await runLighthouseBench({ runs: Number(options.args.get('runs') ?? 3) });
  },
};
