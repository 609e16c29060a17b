import { useDeferredValue, useId, useMemo, useState } from 'react';
import { getErrorMessage, useGetMyGamesQuery, type Game } from '@mj/api';
import { useLeaveGameMutation } from '@mj/api/games';
import { FINISHED } from '@mj/domain';
import { Alert } from '../../components/alert';
import { Button, ButtonLink } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/spinner';
import { paths } from '../../config/paths';
import { usePseudos } from '../../hooks/use-pseudos';
import { useShowMore } from '../../hooks/use-show-more';
import { formatScore } from '../../lib/format';
import { useCurrentUser } from '../../session/use-current-user';
import { GameCard } from './game-card';
import { selectWaitingGames } from '../../outbox/outbox-slice';
import { useAppSelector } from '../../store/hooks';
import { monthKeyLabel } from '../../lib/months';
import { monthKey, monthsOf, newestFirst } from './game-months';
import './games.css';

const ALL = '';

/** Cards rendered at start (a phone's first screens); the next ones a page at a time. */
export const GAMES_PAGE_SIZE = 10;

export const showMoreGamesLabel = (remaining: number) =>
  `Afficher plus de parties (${formatScore(remaining)} restantes)`;

export const LEAVE_GAME_CONFIRM =
  'Quitter cette partie\u00a0? Elle disparaîtra de tes listes et de tes statistiques\u00a0; les autres joueurs la gardent.';

/** /mes-parties: month filter, En cours and Terminées, a card per game. */
export function MyGamesPage() {
  const games = useGetMyGamesQuery();
  const { pseudoOf } = usePseudos();
  const [month, setMonth] = useState(ALL);
  const filterId = useId();
  const me = useCurrentUser();
  const [leaveGame] = useLeaveGameMutation();
  const [leaving, setLeaving] = useState<Game | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A casual game somebody else entered with this player in it may be left.
  const leaveOf = (game: Game) =>
    !game.tournois_id && me && game.createur_id !== me.user_id ? () => setLeaving(game) : undefined;

  async function confirmLeave(game: Game) {
    setLeaving(null);
    setFailure(null);
    try {
      await leaveGame(game.id).unwrap();
    } catch (cause) {
      setFailure(getErrorMessage(cause, 'Impossible de quitter la partie.'));
    }
  }

  // The list (a card per game, 50 and more) renders in an interruptible pass after the rest of the page,
  // in short slices instead of one long task that would hold up a slow phone.
  const listed = useDeferredValue(games.data);
  // What waits on this phone for each game (the outbox's state; nothing waiting renders nothing).
  const waiting = useAppSelector(selectWaitingGames);
  const card = (game: Game) => (
    <GameCard
      key={game.id}
      game={game}
      pseudoOf={pseudoOf}
      onLeave={leaveOf(game)}
      waiting={waiting.get(game.id)}
    />
  );
  const sorted = useMemo(() => [...(listed ?? [])].sort(newestFirst), [listed]);
  const months = useMemo(() => monthsOf(sorted.map((game) => game.date_debut)), [sorted]);
  const shown = month === ALL ? sorted : sorted.filter((game) => monthKey(game.date_debut) === month);
  const running = shown.filter((game) => game.etat !== FINISHED);
  const finished = shown.filter((game) => game.etat === FINISHED);
  // The first cards only, running games first: 50 cards were 50–90 ms slices of main-thread work each at
  // 4× CPU; the rest come with « Afficher plus de parties », clicked or scrolled near.
  const { count, showMore, moreRef } = useShowMore(GAMES_PAGE_SIZE);
  const runningShown = running.slice(0, count);
  const finishedShown = finished.slice(0, Math.max(0, count - running.length));
  const remaining = shown.length - runningShown.length - finishedShown.length;

  return (
    <Page
      title="Mes parties"
      actions={
        <>
          <ButtonLink to={paths.chooseGameMode.href()}>Créer une partie</ButtonLink>
          <ButtonLink variant="secondary" to={paths.importGame.href()}>
            Importer une partie en ligne
          </ButtonLink>
        </>
      }
    >
      <div className="field games-filter">
        <label htmlFor={filterId}>Mois</label>
        <select id={filterId} value={month} onChange={(event) => setMonth(event.target.value)}>
          <option value={ALL}>Tous les mois</option>
          {months.map((key) => (
            <option key={key} value={key}>
              {monthKeyLabel(key)}
            </option>
          ))}
        </select>
      </div>

      {games.isLoading || (listed === undefined && games.data !== undefined) ? (
        <PageLoading />
      ) : games.isError ? (
        <Alert onRetry={games.refetch}>
          {getErrorMessage(games.error, 'Impossible de charger tes parties.')}
        </Alert>
      ) : (
        <>
          {failure && <Alert>{failure}</Alert>}
          <h2 className="section-title">En cours</h2>
          {running.length === 0 ? (
            <EmptyState>Aucune partie en cours.</EmptyState>
          ) : (
            <ul className="game-list">{runningShown.map(card)}</ul>
          )}
          <h2 className="section-title">Terminées</h2>
          {finished.length === 0 ? (
            <EmptyState>Aucune partie terminée.</EmptyState>
          ) : (
            finishedShown.length > 0 && <ul className="game-list">{finishedShown.map(card)}</ul>
          )}
          {remaining > 0 && (
            <Button variant="secondary" block className="games-more" onClick={showMore} ref={moreRef}>
              {showMoreGamesLabel(remaining)}
            </Button>
          )}
        </>
      )}
      {leaving && (
        <ConfirmDialog
          message={LEAVE_GAME_CONFIRM}
          confirmLabel="Quitter"
          danger
          onConfirm={() => void confirmLeave(leaving)}
          onCancel={() => setLeaving(null)}
        />
      )}
    </Page>
  );
}
