/**
 * The server of `playwright.cluster.config.ts`: two instances of the built app (demo seed) sharing a
 * database (PostgreSQL when installed, else the SQLite file of `E2E_DATA_DIR`), `E2E_DATA_DIR`
 * (mails) and an s3rver bucket (media, unfinished uploads), behind deploy/nginx.conf on `E2E_PORT`. Runs
 * until Playwright stops it. Without nginx it exits 1 with the reason (the journeys cannot run).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findNginx, startCluster } from '../utils/cluster.ts';
import { startSharedDatabase } from '../utils/shared-database.ts';
import { clusterPorts } from './cluster-ports.ts';

const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.cluster.config.ts sets it)');
const nginx = findNginx();
if (!nginx) process.exit(1);
const { port, instances } = clusterPorts();
// Migrated here; the first instance then seeds the demo content.
const database = await startSharedDatabase(dataDir);
const cluster = await startCluster(
  {
    nginxPort: port,
    instancePorts: instances,
    dataDir,
    env: { ...database.env, SEED: 'demo', PUBLIC_URL: `http://localhost:${port}`, DIST_DIR: path.resolve(process.env.DIST_DIR ?? fileURLToPath(new URL('../../dist', import.meta.url))) },
  },
  nginx,
);
console.log(`[cluster] nginx on ${cluster.url} in front of ${cluster.instances.map((i) => i.url).join(' and ')}`);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void cluster
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
