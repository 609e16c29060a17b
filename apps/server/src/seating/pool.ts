/**
 * Seating runs in worker threads (docs/seating.md, « Off the event loop »): a ronde of 512 players takes
 * a good part of a second of CPU, and ten proposals at once would hold every request of the server (a
 * health check included) for seconds. The pool keeps at most WORKERS threads (one per spare core, at
 * least one); jobs wait their turn, at most MAX_WAITING of them (then 429, nothing computed). The
 * domain's search is bounded by a count of work, so every job ends.
 *
 * Fairness: each tournament's jobs wait in a lane of their own and the lanes take turns, one job each,
 * a lane holding at most MAX_WAITING_PER_TOURNAMENT: one tournament's proposals never hold another's.
 * Reuse: the seating is a pure function of its input (players, history, mode, seed), so the same input
 * asked again (the admin's « Proposer » then « Créer » with the same seed, or two referees at once)
 * gets the same answer, computed once (the last REUSED answers are kept).
 *
 * The worker is `dist/seating-worker.cjs` in the bundle (build.mjs) and `seating/worker.ts` under tsx
 * or Jest (run through tsx's loader).
 */
import { hash } from 'node:crypto';
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
/** A quarter of the queue: ten proposals of one tournament at once still wait their turn. */
const MAX_WAITING_PER_TOURNAMENT = 16;
const REUSED = 32;

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

export class SeatingPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Job>();
  /** Waiting jobs per tournament; the map's order is the lanes' turn (a served lane goes to the back). */
  private readonly lanes = new Map<string, Job[]>();
  private waiting = 0;
  /** Answers by input, newest last (in flight ones too: asked twice at once, computed once). */
  private readonly answers = new Map<string, Promise<Result<string[][]>>>();
  private started = 0;
  private nextId = 1;

  constructor(
    private readonly workers = WORKERS,
    private readonly waitingPerTournament = MAX_WAITING_PER_TOURNAMENT,
  ) {}

  seat(input: RondeInput, tournamentId: string): Promise<Result<string[][]>> {
    const key = hash('sha256', JSON.stringify(input), 'base64');
    const known = this.answers.get(key);
    if (known) return known;
    const lane = this.lanes.get(tournamentId) ?? [];
    if (this.waiting >= MAX_WAITING || lane.length >= this.waitingPerTournament)
      return Promise.reject(tooManyRequests(SERVER_MESSAGES.seatingBusy));
    const answer = new Promise<Result<string[][]>>((resolve, reject) => {
      lane.push({ id: this.nextId++, input, resolve, reject });
      this.lanes.set(tournamentId, lane);
      this.waiting += 1;
      this.pump();
    });
    this.answers.set(key, answer);
    if (this.answers.size > REUSED) this.answers.delete(this.answers.keys().next().value as string);
    answer.catch(() => this.answers.delete(key));
    return answer;
  }

  /** The next job, in the lanes' turn. */
  private next(): Job | undefined {
    const [tournamentId, lane] = this.lanes.entries().next().value ?? [];
    if (tournamentId === undefined || !lane) return undefined;
    const job = lane.shift();
    this.lanes.delete(tournamentId);
    if (lane.length > 0) this.lanes.set(tournamentId, lane);
    this.waiting -= 1;
    return job;
  }

  private pump(): void {
    while (this.waiting > 0) {
      const worker = this.idle.pop() ?? (this.started < this.workers ? this.spawn() : undefined);
      if (!worker) return;
      const job = this.next() as Job;
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

  /** The app closes: waiting jobs are refused, the threads end. */
  async close(): Promise<void> {
    const closed = new Error('seating pool closed');
    for (const lane of this.lanes.values()) for (const job of lane) job.reject(closed);
    for (const job of this.busy.values()) job.reject(closed);
    this.lanes.clear();
    this.waiting = 0;
    const workers = [...this.idle, ...this.busy.keys()];
    this.idle.length = 0;
    this.busy.clear();
    this.started = 0;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/** Seats a ronde of a tournament (the app's pool: plugins/seating.ts). */
export type Seat = (input: RondeInput, tournamentId: string) => Promise<Result<string[][]>>;
