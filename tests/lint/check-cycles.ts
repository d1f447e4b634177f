// `npm run lint` runs this after ESLint: fails when any import cycle exists in api/, web/ or sw/.
import { fileURLToPath } from 'node:url';
import { findCycles, sourceFiles } from './import-cycles.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cycles = findCycles(root, sourceFiles(root, ['api', 'web', 'sw']));
for (const cycle of cycles) console.error(`Import cycle: ${cycle.join(' → ')}`);
if (cycles.length > 0) process.exit(1);
