import { runRecoveryTimingBench } from '../recovery-timing.ts';
import type { BenchSection } from '../section.ts';
import { runSigninMemoryBench } from '../signin-memory.ts';
import { runUploadMemoryBench } from '../upload-memory.ts';

/** Memory and timing of the real server (issue #10, and #11's upload bullet), each on its own server process. */
export const section: BenchSection = {
  name: 'server',
  summary: 'server memory during 30 MB uploads and 50 sign-ins; recovery answer time, known vs unknown email',
  order: 30,
  async run() {
    await runUploadMemoryBench();
    await runSigninMemoryBench();
    await runRecoveryTimingBench();
  },
};
