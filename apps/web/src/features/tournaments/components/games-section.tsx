import { useId, useState } from 'react';
import { getErrorMessage, type Tournament, type TournamentGame as Game } from '@mj/api';
import { useDeleteTournamentGameMutation, useGetTournamentGamesQuery } from '@mj/api/tournaments';
import { Alert } from '../../../components/alert';
import { Button, ButtonLink } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { Score } from '../../../components/score';
import { paths } from '../../../config/paths';
import { formatDateTime, windLabel } from '@mj/domain';
import { usePseudos } from '../../../hooks/use-pseudos';
import { useLiveTournament } from '../../../hooks/use-live-updates';
import { TOURNAMENT_MESSAGES as M } from '../messages';
import { isFinished } from '../model/tournament-list';
import { CorrectGameLink, SheetStatus } from '../officiating/sheet-status';

interface GamesSectionProps {
  tournament: Tournament;
  /** Only the admin deletes games. */
  admin: boolean;
  /** The admin and referees open every game and validate sheets. */
  staff?: boolean;
  currentUserId: string | undefined;
  loadFallback: string;
}

/**
 * Running and finished games of the tournament, followed live while it runs: each running table's hand
 * and round count move as its phone enters rounds (the tournament's event stream).
 */
export function GamesSection({
  tournament,
  admin,
  staff = admin,
  currentUserId,
  loadFallback,
}: GamesSectionProps) {
  const runningId = useId();
  const finishedId = useId();
  const refresh = useLiveTournament(tournament.id, !isFinished(tournament));
  const { data: games, error, refetch } = useGetTournamentGamesQuery(tournament.id, refresh);
  const [deleteGame, { isLoading: deleting }] = useDeleteTournamentGameMutation();
  const [pending, setPending] = useState<Game | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirmDelete(game: Game) {
    setPending(null);
    setFailure(null);
    try {
      await deleteGame({ tournamentId: tournament.id, gameId: game.id }).unwrap();
    } catch (cause) {
      setFailure(getErrorMessage(cause, M.deleteFailed));
    }
  }

  if (error) return <Alert onRetry={refetch}>{getErrorMessage(error, loadFallback)}</Alert>;
  if (!games) return null;
  // A game that is not finished is still being played.
  const running = games.filter((game) => !isFinished(game));
  const finished = games.filter(isFinished);
  // The server lets a game's players and the tournament admin open it.
  const canOpen = (game: Game) =>
    staff || (currentUserId !== undefined && game.joueurs.includes(currentUserId));
  // A game a player made up counts once a referee validates it or its other players confirm it.
  const confirmerOf = (game: Game) =>
    game.ronde === null &&
    game.createur_id !== tournament.admin_id &&
    !tournament.arbitres.includes(game.createur_id)
      ? currentUserId
      : undefined;
  const card = (game: Game) => (
    <GameCard
      key={game.id}
      game={game}
      canOpen={canOpen(game)}
      staff={staff}
      confirmer={confirmerOf(game)}
      onDelete={admin ? () => setPending(game) : undefined}
      busy={deleting}
      correctable={!isFinished(tournament)}
    />
  );

  return (
    <>
      {failure && <Alert>{failure}</Alert>}
      <section className="tournament-section" aria-labelledby={runningId}>
        <h2 id={runningId}>Parties en cours</h2>
        {running.length === 0 ? (
          <EmptyState>{M.noRunningGame}</EmptyState>
        ) : (
          <ul className="cards">{running.map(card)}</ul>
        )}
      </section>
      <section className="tournament-section" aria-labelledby={finishedId}>
        <h2 id={finishedId}>Parties terminées</h2>
        {finished.length === 0 ? (
          <EmptyState>{M.noFinishedGame}</EmptyState>
        ) : (
          <ul className="cards">{finished.map(card)}</ul>
        )}
      </section>
      {pending && (
        <ConfirmDialog
          message={M.deleteGameConfirm}
          confirmLabel="Supprimer"
          danger
          onConfirm={() => void confirmDelete(pending)}
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}

interface GameCardProps {
  game: Game;
  canOpen: boolean;
  staff: boolean;
  confirmer: string | undefined;
  onDelete: (() => void) | undefined;
  busy: boolean;
  /** The tournament runs: its finished games may still be corrected. */
  correctable: boolean;
}

function GameCard({ game, canOpen, staff, confirmer, onDelete, busy, correctable }: GameCardProps) {
  const { pseudoOf } = usePseudos();
  const done = isFinished(game);
  const unscored = !done && game.nb_tours === 0;
  return (
    <li className="card" aria-label={game.nom}>
      <div className="card__header">
        <h3 className="card__title">{game.nom}</h3>
        <span className="card__meta">{formatDateTime(game.date_debut)}</span>
      </div>
      <ul className="score-list">
        {game.joueurs.map((userId) => (
          <li key={userId} className="score-list__item">
            <span>{pseudoOf(userId)}</span>
            {!unscored && game.scores && <Score value={game.scores[userId] ?? 0} />}
          </li>
        ))}
      </ul>
      {unscored && <p className="card__meta">{M.noScores}</p>}
      {done && <SheetStatus game={game} staff={staff} confirmer={confirmer} />}
      {!done && !unscored && (
        <p className="card__meta">{M.progress(windLabel(game.vent, game.tour_actuel), game.nb_tours)}</p>
      )}
      <div className="card__actions">
        {canOpen && !done && (
          <ButtonLink
            variant="secondary"
            to={paths.addRound.href(game.id)}
            aria-label={`Reprendre ${game.nom}`}
          >
            Reprendre
          </ButtonLink>
        )}
        {canOpen && done && (
          <ButtonLink
            variant="secondary"
            to={paths.gameResults.href(game.id)}
            aria-label={`Détails de ${game.nom}`}
          >
            Détails
          </ButtonLink>
        )}
        {staff && done && game.nb_tours > 0 && correctable && (
          <CorrectGameLink gameId={game.id} label={`Modifier ${game.nom}`} />
        )}
        {onDelete && <CardMenu game={game} onDelete={onDelete} busy={busy} />}
      </div>
    </li>
  );
}

/**
 * The card's rarer, risky actions behind a discreet « ⋯ » button: deleting a game is not an action to
 * offer as a red button beside « Reprendre » on every card of the admin's list.
 */
function CardMenu({ game, onDelete, busy }: { game: Game; onDelete: () => void; busy: boolean }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  return (
    <div
      className="card-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="card-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Autres actions\u00a0: ${game.nom}`}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      <div id={menuId} className="card-menu__list" hidden={!open}>
        <Button
          variant="ghost"
          className="card-menu__danger"
          onClick={() => {
            setOpen(false);
            onDelete();
          }}
          disabled={busy}
          aria-label={`Supprimer ${game.nom}`}
        >
          Supprimer
        </Button>
      </div>
    </div>
  );
}
