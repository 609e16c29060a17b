/**
 * The open streams of this process, by topic, fed by the event bus. Events are handled one after the
 * other, so that a stream never receives an older state after a newer one; the state an event calls for
 * is read once (`shared`), whatever the number of streams that send it, and once for all the events
 * that waited while the previous ones were handled: read after all of their commits, it is the newest
 * state for each, and a burst of events costs one read of each state instead of one per event (on
 * PostgreSQL, reading per event let the queue grow to seconds: docs/performance.md, tournament day).
 */
// Node's own timers, whatever the global ones are: the web tests run this app in-process under jsdom,
// whose setInterval returns a number (no unref).
import { clearInterval, setInterval } from 'node:timers';
import type { EventBus, BusEvent } from './bus';

/** Reads a value once per event, however many streams ask for it. */
export type Shared = <T>(key: string, load: () => Promise<T>) => Promise<T>;

export interface LiveSubscription {
  /** `partie:<id>`, `tournoi:<id>`…: the events this stream cares about (see `topicsOf`). */
  topics: string[];
  /** The signed-in reader: their logout or deletion closes the stream. */
  userId?: string | undefined;
  /** The reader's device session: a logout on that device only closes the streams opened by it. */
  session?: string | undefined;
  handle(event: BusEvent, shared: Shared): Promise<void>;
  /**
   * Sends the current state in one event (a reader that opened, or that fell behind and reads again:
   * `behind`): run in the hub's queue, in order with the events, sharing their reads.
   */
  catchUp?(shared: Shared, behind: boolean): Promise<void>;
  end(): void;
}

/** What the hub's queue holds: a bus event, or a stream to bring to the current state. */
type Job = BusEvent | { type: 'rattrapage'; subscription: LiveSubscription; behind: boolean };

export const gameTopic = (id: string) => `partie:${id}`;
export const tournamentTopic = (id: string) => `tournoi:${id}`;
const userTopic = (id: string) => `utilisateur:${id}`;

function topicsOf(event: BusEvent): string[] {
  switch (event.type) {
    case 'partie':
    case 'supprimee':
      return [gameTopic(event.gameId), ...(event.tournamentId ? [tournamentTopic(event.tournamentId)] : [])];
    case 'tournoi':
    case 'ecran':
      return [tournamentTopic(event.tournamentId)];
    case 'acces':
      return [userTopic(event.userId)];
    case 'utilisateur':
    case 'resync':
      return [];
  }
}

/** A comment line this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

export class LiveHub {
  private readonly byTopic = new Map<string, Set<LiveSubscription>>();
  private readonly all = new Set<LiveSubscription>();
  private readonly waiting: Job[] = [];
  private draining = false;
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    bus: EventBus,
    private readonly onError: (error: unknown) => void,
    private readonly ping: (subscription: LiveSubscription) => void,
    heartbeatMs = HEARTBEAT_MS,
  ) {
    this.unsubscribe = bus.subscribe((event) => {
      this.waiting.push(event);
      if (!this.draining) void this.drain();
    });
    this.heartbeat = setInterval(() => this.all.forEach(this.ping), heartbeatMs);
    // Node's timers have unref(); under jsdom (the web tests run this server in-process) a timer is a
    // number without it.
    (this.heartbeat as { unref?: () => void }).unref?.();
  }

  get size(): number {
    return this.all.size;
  }

  add(subscription: LiveSubscription): () => void {
    const topics = [...subscription.topics, ...(subscription.userId ? [userTopic(subscription.userId)] : [])];
    this.all.add(subscription);
    for (const topic of topics) {
      let set = this.byTopic.get(topic);
      if (!set) this.byTopic.set(topic, (set = new Set()));
      set.add(subscription);
    }
    return () => {
      this.all.delete(subscription);
      for (const topic of topics) {
        const set = this.byTopic.get(topic);
        set?.delete(subscription);
        if (set?.size === 0) this.byTopic.delete(topic);
      }
    };
  }

  /**
   * Brings a stream to the current state after the events already waiting (their states are then in
   * it), with the same reads: a room's pages opening or reading again together cost one read of each.
   * `behind`: the stream dropped events (rather than opening).
   */
  catchUp(subscription: LiveSubscription, behind = false): void {
    if (!subscription.catchUp) return;
    this.waiting.push({ type: 'rattrapage', subscription, behind });
    if (!this.draining) void this.drain();
  }

  /** Ends every stream (server shutdown). */
  closeAll(): void {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const subscription of [...this.all]) subscription.end();
  }

  /** Handles the waiting events in order, each batch with one read of each state. */
  private async drain(): Promise<void> {
    this.draining = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0);
      const cache = new Map<string, Promise<unknown>>();
      const shared: Shared = <T>(key: string, load: () => Promise<T>) => {
        let value = cache.get(key) as Promise<T> | undefined;
        if (!value) cache.set(key, (value = load()));
        return value;
      };
      for (const event of batch) await this.dispatch(event, shared).catch(this.onError);
    }
    this.draining = false;
  }

  private async dispatch(event: Job, shared: Shared): Promise<void> {
    if (event.type === 'rattrapage') {
      if (this.all.has(event.subscription))
        await this.run(event.subscription, (s) => s.catchUp?.(shared, event.behind));
      return;
    }
    if (event.type === 'resync') {
      for (const subscription of [...this.all]) subscription.end();
      return;
    }
    if (event.type === 'acces') {
      for (const subscription of [...(this.byTopic.get(userTopic(event.userId)) ?? [])]) {
        if (event.session === undefined || subscription.session === event.session) subscription.end();
      }
      return;
    }
    const targets = new Set<LiveSubscription>();
    for (const topic of topicsOf(event)) this.byTopic.get(topic)?.forEach((s) => targets.add(s));
    if (targets.size === 0) return;
    await Promise.all(
      [...targets].map((subscription) => this.run(subscription, (s) => s.handle(event, shared))),
    );
  }

  /** A stream whose handling fails ends (its reader reconnects and starts from the current state). */
  private async run(
    subscription: LiveSubscription,
    work: (subscription: LiveSubscription) => Promise<void> | undefined,
  ): Promise<void> {
    try {
      await work(subscription);
    } catch (error) {
      this.onError(error);
      subscription.end();
    }
  }
}
