/**
 * The seating's worker thread (seating/pool.ts): seats rondes off the server's event loop. Each message is
 * one job, `{id, input}`; the answer is `{id, result}` (the domain's Result, or a thrown error's text).
 */
import { parentPort } from 'node:worker_threads';
import { seatRonde } from '@mj/domain';
import type { RondeInput } from '@mj/domain';

parentPort?.on('message', (job: { id: number; input: RondeInput }) => {
  try {
    parentPort?.postMessage({ id: job.id, result: seatRonde(job.input) });
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: String(error) });
  }
});
