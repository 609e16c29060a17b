import { useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { getErrorMessage, type TournamentGame as Game, type Ronde, type Tournament } from '@mj/api';
import { useCancelRondeMutation, useGetRondesQuery } from '@mj/api/rondes';
import { useGetTournamentGamesQuery } from '@mj/api/tournaments';
import { Alert } from '../../../components/alert';
import { Button, ButtonLink } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RondeClock } from '../../../components/ronde-clock';
import { Score } from '../../../components/score';
import { paths } from '../../../config/paths';
import { useLiveTournament } from '../../../hooks/use-live-updates';
import { usePseudos } from '../../../hooks/use-pseudos';
import { windLabel } from '../../../lib/format';
import { TOURNAMENT_MESSAGES as M } from '../messages';
import { MODE_LABELS, SEAT_LABELS, tableOf, type SheetOrigin } from '../model/rondes';
import { isFinished } from '../model/tournament-list';
import { SubstituteSeat } from '../registration/substitute-seat';
import { PenaltyForm } from '../officiating/penalties';
import { FinalScoresEntry } from '../../../components/final-scores-entry';
import { CorrectGameLink, SheetStatus } from '../officiating/sheet-status';
import { ClockControls } from './clock-controls';

interface RondesSectionProps {
  tournament: Tournament;
  /** The admin drives the clock and may cancel the last ronde. */
  admin: boolean;
  currentUserId: string | undefined;
}

/**
 * The tournament's rondes, latest first: its clock, each table's game (number, seats, scores, state),
 * and for a seated player « Ta table : N » with the way to their game in one tap.
 */
export function RondesSection({ tournament, admin, currentUserId }: RondesSectionProps) {
  const location = useLocation();
  const headingId = useId();
  const refresh = useLiveTournament(tournament.id, !isFinished(tournament));
  const rondesQuery = useGetRondesQuery(tournament.id, refresh);
  const { data: games = [] } = useGetTournamentGamesQuery(tournament.id, refresh);
  const [cancelRonde, { isLoading: cancelling }] = useCancelRondeMutation();
  const [confirming, setConfirming] = useState<Ronde | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const rondes = rondesQuery.data ?? [];
  if (rondesQuery.error)
    return (
      <Alert onRetry={rondesQuery.refetch}>{getErrorMessage(rondesQuery.error, M.rondesLoadFailed)}</Alert>
    );
  if (rondes.length === 0) return null;
  const latest = rondes.at(-1)!;
  const gameOf = (gameId: string) => games.find((game) => game.id === gameId);
  const mine = currentUserId ? tableOf(latest, currentUserId) : undefined;
  const myGame = mine && gameOf(mine.partie_id);
  const cancellable = latest.tables.every((table) => (gameOf(table.partie_id)?.nb_tours ?? 0) === 0);

  async function cancel(ronde: Ronde) {
    setConfirming(null);
    setFailure(null);
    try {
      await cancelRonde({ tournamentId: tournament.id, numero: ronde.numero }).unwrap();
    } catch (cause) {
      setFailure(getErrorMessage(cause, M.cancelRondeFailed));
    }
  }

  return (
    <section className="tournament-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Rondes</h2>
      {mine && myGame && !isFinished(myGame) && (
        <p className="my-table">
          <span className="my-table__label">Ta table&nbsp;: {mine.table}</span>
          <ButtonLink to={paths.addRound.href(mine.partie_id)}>Aller à ma table</ButtonLink>
        </p>
      )}
      {failure && <Alert>{failure}</Alert>}
      {[...rondes].reverse().map((ronde) => {
        const current = ronde === latest;
        return (
          <article key={ronde.numero} className="ronde" aria-label={`Ronde ${ronde.numero}`}>
            <div className="card__header">
              <h3 className="card__title">
                Ronde {ronde.numero} <span className="badge">{MODE_LABELS[ronde.mode]}</span>
              </h3>
              <ButtonLink
                variant="ghost"
                to={paths.seatingSheet.href(tournament.id, ronde.numero)}
                state={{ from: location.pathname } satisfies SheetOrigin}
              >
                Feuille de placement
              </ButtonLink>
            </div>
            {current && rondesQuery.fulfilledTimeStamp !== undefined && (
              <RondeClock clock={ronde.horloge} receivedAt={rondesQuery.fulfilledTimeStamp} />
            )}
            {current && admin && !isFinished(tournament) && (
              <ClockControls tournamentId={tournament.id} ronde={ronde} />
            )}
            <ol className="ronde-tables">
              {ronde.tables.map((table) => (
                <RondeTableCard
                  key={table.table}
                  table={table.table}
                  seats={table.joueurs}
                  game={gameOf(table.partie_id)}
                  canOpen={admin || (currentUserId !== undefined && table.joueurs.includes(currentUserId))}
                  tournament={tournament}
                  staff={admin}
                  seatAction={
                    current && admin && !isFinished(tournament)
                      ? (userId) => (
                          <SubstituteSeat
                            tournament={tournament}
                            ronde={ronde}
                            userId={userId}
                            game={gameOf(table.partie_id)}
                          />
                        )
                      : undefined
                  }
                />
              ))}
            </ol>
            {current && admin && !isFinished(tournament) && (
              <Button
                variant="danger"
                disabled={!cancellable || cancelling}
                onClick={() => setConfirming(ronde)}
              >
                Annuler la ronde {ronde.numero}
              </Button>
            )}
          </article>
        );
      })}
      {confirming && (
        <ConfirmDialog
          message={M.cancelRondeConfirm(confirming.numero)}
          confirmLabel="Annuler la ronde"
          danger
          onConfirm={() => void cancel(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}

interface RondeTableCardProps {
  table: number;
  seats: string[];
  game: Game | undefined;
  canOpen: boolean;
  tournament: Tournament;
  /** The admin or a referee: validates the sheet, gives a penalty from the table. */
  staff: boolean;
  /** What the admin may do with a seat (give an absent player's seat to a substitute). */
  seatAction?: ((userId: string) => ReactNode) | undefined;
}

/** One table of a ronde: its number, its game's state and wind, the four seats in order with scores. */
function RondeTableCard({ table, seats, game, canOpen, tournament, staff, seatAction }: RondeTableCardProps) {
  const { pseudoOf } = usePseudos();
  const [penalising, setPenalising] = useState(false);
  const done = game ? isFinished(game) : false;
  return (
    <li className="card ronde-table" aria-label={`Table ${table}`}>
      <div className="card__header">
        <h4 className="card__title">Table {table}</h4>
        {game && (
          <span className={`badge ${done ? 'badge--done' : 'badge--live'}`}>
            {done ? 'Terminée' : game.nb_tours === 0 ? 'À commencer' : windLabel(game.vent, game.tour_actuel)}
          </span>
        )}
      </div>
      <ol className="score-list score-list--seats">
        {seats.map((userId, seat) => (
          <li key={userId} className="score-list__item">
            <span>
              <span className="seat-wind">{SEAT_LABELS[seat]}</span> {pseudoOf(userId)}
            </span>
            {/* A table finished by its final scores (a paper sheet) played no round but has its scores. */}
            {game?.scores && (game.nb_tours > 0 || done) && <Score value={game.scores[userId] ?? 0} />}
            {!done && seatAction?.(userId)}
          </li>
        ))}
      </ol>
      {game && canOpen && (
        <ButtonLink
          variant="secondary"
          to={done ? paths.gameResults.href(game.id) : paths.addRound.href(game.id)}
          aria-label={done ? `Détails de la table ${table}` : `Ouvrir la table ${table}`}
        >
          {done ? 'Détails' : 'Ouvrir'}
        </ButtonLink>
      )}
      {/* A table kept on paper: its players, the admin and referees enter the scores written down. */}
      {game && canOpen && !done && game.nb_tours === 0 && !isFinished(tournament) && (
        <FinalScoresEntry gameId={game.id} joueurs={game.joueurs} />
      )}
      {game && done && staff && game.nb_tours > 0 && !isFinished(tournament) && (
        <CorrectGameLink gameId={game.id} label={`Modifier la table ${table}`} />
      )}
      {game && done && <SheetStatus game={game} staff={staff} />}
      {game && staff && (
        <Button variant="ghost" onClick={() => setPenalising(!penalising)} aria-expanded={penalising}>
          Pénalité
        </Button>
      )}
      {game && staff && penalising && (
        <PenaltyForm tournament={tournament} game={game} onDone={() => setPenalising(false)} />
      )}
    </li>
  );
}
