/**
 * Fresh valid rounds for the posting benchmarks: one whole game script (about 20 rounds: wins, a dealer
 * repeat, draws with riichi, a chombo) checked by the domain's own settleRound, replayed on many games.
 * Each autocannon connection is a table: it posts the rounds of its games in order, with the index the
 * client would send, then moves on to its next game.
 */
import type { RoundPayload } from '@mj/domain';
import { gameScript } from '@mj/server-harness/game-script';

export type { RoundPayload };
export { gameScript };

/** One game being played: its id and how many rounds it has already received. */
export interface Table {
  gameId: string;
  index: number;
  /** Posted when a run ended: whether the server stored that round is unknown, so the table is dropped. */
  dropped?: boolean;
}

/**
 * The tables of a tournament room: `tableCount` games are played at once, each receiving its script's
 * rounds in order. A connection takes a table that is not waiting for an answer (so one game never gets
 * two rounds at once, and every index is the one the client would send), posts its next round, and gives
 * the table back with the answer; a finished game is replaced by a new one from the pool.
 */
export class Tables {
  private readonly free: Table[] = [];
  private readonly posting = new Set<Table>();
  private nextGame = 0;
  /** Requests sent to an already finished game because the pool ran out (answered 409). */
  exhausted = 0;

  constructor(
    private readonly gameIds: readonly string[],
    readonly script: readonly RoundPayload[],
    tableCount: number,
  ) {
    for (let i = 0; i < tableCount && this.nextGame < gameIds.length; i += 1) this.free.push(this.newTable());
  }

  /**
   * Between two runs: the tables still waiting for an answer when a run stopped (autocannon drops its
   * connections) are replaced by new games, so every run starts with all its tables.
   */
  refill(): void {
    for (const table of this.posting) {
      table.dropped = true;
      if (this.nextGame < this.gameIds.length) this.free.push(this.newTable());
    }
    this.posting.clear();
  }

  private newTable(): Table {
    return { gameId: this.gameIds[this.nextGame++] as string, index: 0 };
  }

  /** The next round to post: the table that has waited longest. */
  take(): { table: Table; round: RoundPayload } {
    const table = this.free.shift() ?? { gameId: this.gameIds[0] as string, index: this.script.length };
    if (table.index >= this.script.length) this.exhausted += 1;
    this.posting.add(table);
    return { table, round: this.script[Math.min(table.index, this.script.length - 1)] as RoundPayload };
  }

  /** The answer arrived: the table plays on, or a new game takes its place. */
  release(table: Table): void {
    if (table.dropped) return;
    this.posting.delete(table);
    table.index += 1;
    if (table.index < this.script.length) this.free.push(table);
    else if (this.nextGame < this.gameIds.length) this.free.push(this.newTable());
  }
}
