import { loadavg } from 'node:os';
import { BATCH_SIZE } from '#web/sync/batch.ts';
import { runDrain, type DrainRun } from '../drain.ts';
import type { BenchSection } from '../section.ts';

const cpu = (r: DrainRun) => r.clientCpu + r.serverCpu;
/** Issue #12: a drain on loopback finishes at this rate or better. */
const GOAL_EDITS_PER_SECOND = 200;
const line = (label: string, r: DrainRun) =>
  `${label.padEnd(36)} ${(r.edits / r.seconds).toFixed(0).padStart(5)} edits/s wall (${r.seconds.toFixed(2)} s)  ${(r.edits / cpu(r)).toFixed(0).padStart(5)} edits per CPU-s (device ${r.clientCpu.toFixed(2)} + server ${r.serverCpu.toFixed(2)} s)  ${String(r.requests).padStart(5)} requests, ${(r.requests / r.edits).toFixed(3)}/edit`;

/**
 * Issue #12, "Fast, small drains": queued offline edits drained by the real sync runner (device side
 * on fake-indexeddb) against the real server on loopback, coalesced and batched, against the
 * baseline of one request per edit (batch size 1) in the same run. Wall-clock depends on what else
 * the machine runs; CPU seconds (device process + server process) are what the drain itself costs,
 * and edits per CPU-second is the rate on free cores (the drain is sequential: one side works while
 * the other waits).
 */
export const section: BenchSection = {
  name: 'drain',
  summary: 'offline edits drained to the server: edits/s and requests per edit, 200 and 2,000 edits (--edits=200,2000), vs one request per edit (--baseline=false skips it)',
  order: 40,
  async run({ args }) {
    const sizes = (args.get('edits') ?? '200,2000').split(',').map(Number);
    for (const edits of sizes) {
      const batched = await runDrain(edits, 'mixed', BATCH_SIZE);
      console.log(line(`${edits} mixed edits, batched`, batched));
      const rate = batched.edits / batched.seconds;
      console.log(
        `  ${edits} edits drained in ${batched.seconds.toFixed(2)} s: ${rate.toFixed(0)} edits/s, ${(rate / GOAL_EDITS_PER_SECOND).toFixed(2)}× the goal of ${GOAL_EDITS_PER_SECOND} edits/s (${rate >= GOAL_EDITS_PER_SECOND ? 'met' : 'not met'}; load average ${loadavg()[0]!.toFixed(1)})`,
      );
      const toggles = await runDrain(edits, 'toggles', BATCH_SIZE);
      console.log(line(`${edits} favourite taps on 20 articles`, toggles));
      if (args.get('baseline') === 'false') continue;
      const baseline = await runDrain(edits, 'mixed', 1);
      console.log(line(`${edits} mixed edits, one request each`, baseline));
      console.log(
        `  ratio to one request per edit: ${(baseline.seconds / batched.seconds).toFixed(1)}× less wall-clock, ${(cpu(baseline) / cpu(batched)).toFixed(1)}× less CPU, ${(baseline.requests / batched.requests).toFixed(0)}× fewer requests; server: ${batched.verified}`,
      );
    }
  },
};
