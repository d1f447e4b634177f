/**
 * `npm run dev`: the API on DEV_API_PORT (restarted by tsx watch on change) and the Vite dev server
 * with hot reload on PORT (default 3000), proxying /api and /media to it.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

const apiPort = process.env.DEV_API_PORT ?? '3001';
const apiProcess = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'api/server.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort },
});

const vite = await createServer({ configFile: 'vite.config.ts' });
await vite.listen();
vite.printUrls();

const stop = () => {
  apiProcess.kill('SIGTERM');
  void vite.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
