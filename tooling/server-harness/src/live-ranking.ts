/**
 * A page's ranking as its tournament stream builds it, the way packages/api's `liveTournament` does: the
 * whole ranking of each `instantane` and of an event that carries it, then each `classement_maj` applied
 * to the version it starts from. A change that does not apply (another version) leaves the page behind
 * until its next whole ranking: `missed` counts such changes (the web app would read the ranking again).
 */
import type { RankingResponse, TournamentEvent, TournamentResume, TournamentSnapshot } from '@mj/api';
import type { ServerEvent } from '@mj/api/event-stream';
import { applyRankingChange } from '@mj/api/ranking-change';

export class LiveRanking {
  ranking: RankingResponse | undefined;
  /** Changes received for a version this page did not have. */
  missed = 0;

  /** Takes a tournament stream's event into the ranking. */
  take(event: ServerEvent): void {
    if (event.event === 'instantane') {
      this.ranking = (event.data as TournamentSnapshot).classement;
    } else if (event.event === 'tournoi' || event.event === 'reprise') {
      const { classement, classement_maj: change } = event.data as TournamentEvent | TournamentResume;
      if (classement) this.ranking = classement;
      else if (change && !(this.ranking && applyRankingChange(this.ranking, change))) this.missed += 1;
    }
  }
}
