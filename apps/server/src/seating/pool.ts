/**
 * Seating runs in worker threads (docs/seating.md, « Off the event loop »): a ronde of 512 players takes
 * a good part of a second of CPU, and ten proposals at once would hold every request of the server (a
 * health check included) for seconds. The pool keeps at most WORKERS threads (one per spare core, at
 * least one); jobs wait their turn in order, at most MAX_WAITING of them (then 429, nothing computed).
 * The domain's search is bounded by a count of work, so every job ends.
 *
 * The worker is `dist/seating-worker.cjs` in the bundle (build.mjs) and `seating/worker.ts` under tsx
 * or Jest (run through tsx's loader).
 */
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Result, RondeInput } from '@mj/domain';
import { tooManyRequests } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import { SERVER_DIR } from '../paths';

const WORKERS = Math.max(1, Math.min(4, availableParallelism() - 1));
const MAX_WAITING = 64;

type Answer = { id: number; result?: Result<string[][]>; error?: string };
interface Job {
  id: number;
  input: RondeInput;
  resolve: (result: Result<string[][]>) => void;
  reject: (error: Error) => void;
}

function startWorker(): Worker {
  const bundled = path.join(SERVER_DIR, 'dist', 'seating-worker.cjs');
  if (path.basename(__dirname) === 'dist') return new Worker(bundled);
  // Under tsx or Jest the worker is TypeScript: a bootstrap registers tsx's require hook, then loads it.
  const tsx = createRequire(path.join(SERVER_DIR, 'package.json')).resolve('tsx/cjs/api');
  const source = path.join(SERVER_DIR, 'src', 'seating', 'worker.ts');
  return new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(source)});`, {
    eval: true,
  });
}

class SeatingPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Job>();
  private readonly waiting: Job[] = [];
  private started = 0;
  private nextId = 1;

  seat(input: RondeInput): Promise<Result<string[][]>> {
    if (this.waiting.length >= MAX_WAITING)
      return Promise.reject(tooManyRequests(SERVER_MESSAGES.seatingBusy));
    return new Promise((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, input, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.waiting.length > 0) {
      const worker = this.idle.pop() ?? (this.started < WORKERS ? this.spawn() : undefined);
      if (!worker) return;
      const job = this.waiting.shift() as Job;
      this.busy.set(worker, job);
      // A job under way holds the process (its answer is awaited); an idle worker does not.
      worker.ref();
      worker.postMessage({ id: job.id, input: job.input });
    }
  }

  private spawn(): Worker {
    const worker = startWorker();
    this.started += 1;
    worker.on('message', (answer: Answer) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      this.idle.push(worker);
      worker.unref();
      if (job && answer.result) job.resolve(answer.result);
      else job?.reject(new Error(answer.error ?? 'seating worker: no result'));
      this.pump();
    });
    const lost = (error: Error) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      this.started -= 1;
      job?.reject(error);
      this.pump();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => {
      if (this.busy.has(worker) || this.idle.includes(worker))
        lost(new Error(`seating worker exited (${code})`));
    });
    // Born idle: an idle pool must not keep the process alive (tests, a server shutting down). After the
    // listeners: a 'message' listener added to a Worker refs its port again, undoing an earlier unref.
    worker.unref();
    return worker;
  }
}

let pool: SeatingPool | null = null;

/** The tables of a ronde, seated by `seatRonde` in a worker thread. */
export function seatInWorker(input: RondeInput): Promise<Result<string[][]>> {
  pool ??= new SeatingPool();
  return pool.seat(input);
}
