import type { ReactNode } from 'react';
import { getErrorMessage, type HistoryEntryWire, type JournalEntry } from '@mj/api';
import { useGetJournalQuery } from '@mj/api/officiating';
import { useGetRoundsQuery } from '@mj/api/rounds';
import { Alert } from '../../../components/alert';
import { EmptyState } from '../../../components/empty-state';
import { PlayerLink } from '../../../components/player-link';
import { Delta } from '../../../components/score';
import { PageLoading } from '../../../components/spinner';
import { formatDateTime } from '../../../lib/format';
import { timeOfDay } from '../../../lib/time-of-day';
import type { Ruleset } from '@mj/domain';
import { describeRound } from './describe-round';
import './round-history.css';

/**
 * The rounds of a game, oldest first: what happened and each player's change. One view for the history
 * overlay of the round entry page and for the results page (it fetches the rounds itself; RTK Query
 * shares the request with the results page's chart).
 */
export function RoundHistory({
  gameId,
  joueurs,
  pseudoOf,
  rules,
  actions,
}: {
  gameId: string;
  joueurs: readonly string[];
  pseudoOf: (id: string) => string;
  /** The game's rules: a chombo's line says what it cost under them. */
  rules: Ruleset;
  /** Buttons shown under each round (« Modifier », « Supprimer » on the round entry page). */
  actions?: (entry: HistoryEntryWire) => ReactNode;
}) {
  const rounds = useGetRoundsQuery(gameId);
  // The journal adds the rounds deleted or undone since (a failure to read it hides only them).
  const journal = useGetJournalQuery(gameId);
  const removed = (journal.data ?? []).filter(
    (write) => (write.action === 'suppression' || write.action === 'annulation') && write.avant,
  );
  if (rounds.isLoading) return <PageLoading />;
  if (rounds.isError) {
    return (
      <Alert onRetry={rounds.refetch}>
        {getErrorMessage(rounds.error, 'Impossible de charger l’historique.')}
      </Alert>
    );
  }
  const entries = rounds.data?.tours ?? [];
  if (entries.length === 0 && removed.length === 0) return <EmptyState>Aucun tour enregistré.</EmptyState>;
  return (
    <>
      <ol className="history">
        {entries.map((entry) => (
          <li key={entry.index} className="history__entry">
            <p className="history__title">
              <span className="history__index">{entry.index + 1}</span>
              {describeRound(entry.tour, pseudoOf, rules)}
              {entry.tour.riichi_players.length > 0 && (
                <span className="history__riichi">
                  {' '}
                  · riichi&nbsp;: {entry.tour.riichi_players.map(pseudoOf).join(', ')}
                </span>
              )}
            </p>
            <ul className="history__deltas">
              {joueurs.map((id) => (
                <li key={id}>
                  <span>
                    <PlayerLink userId={id}>{pseudoOf(id)}</PlayerLink>
                  </span>
                  <Delta value={entry.delta[id] ?? 0} />
                </li>
              ))}
            </ul>
            <p className="history__meta">{whoEntered(entry, pseudoOf)}</p>
            {actions && <div className="history__actions">{actions(entry)}</div>}
          </li>
        ))}
      </ol>
      {/* A removed round cost nothing: its line only names it. */}
      {removed.length > 0 && <RemovedRounds writes={removed} pseudoOf={pseudoOf} />}
    </>
  );
}

/** The rounds deleted or undone, struck through, with who removed them and when. */
function RemovedRounds({ writes, pseudoOf }: { writes: JournalEntry[]; pseudoOf: (id: string) => string }) {
  return (
    <section className="history history--removed" aria-label="Tours retirés">
      <h3 className="history__removed-title">Tours retirés</h3>
      <ul>
        {writes.map((write) => (
          <li key={`${write.quand}-${write.index ?? ''}`} className="history__entry history__entry--removed">
            <p className="history__title">
              <s>
                {write.index !== null && <span className="history__index">{write.index + 1}</span>}
                {describeRound(write.avant as HistoryEntryWire['tour'], pseudoOf)}
              </s>
            </p>
            <p className="history__meta">
              {write.action === 'annulation' ? 'Annulé' : 'Supprimé'}
              {write.qui ? ` par ${pseudoOf(write.qui)}` : ''} à {timeOfDay(write.quand)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** « Saisi par Alice le 22 nov. 2026, 14:05 · corrigé par Noé à 14:32 » */
function whoEntered(entry: HistoryEntryWire, pseudoOf: (id: string) => string): string {
  const entered = `Saisi${entry.auteur_id ? ` par ${pseudoOf(entry.auteur_id)}` : ''} le ${formatDateTime(entry.cree_le)}`;
  if (!entry.modifie_par || !entry.modifie_le) return entered;
  return `${entered} · corrigé par ${pseudoOf(entry.modifie_par)} à ${timeOfDay(entry.modifie_le)}`;
}
