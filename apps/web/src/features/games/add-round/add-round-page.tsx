import { useRef } from 'react';
import { useQueryParam } from '../../../hooks/use-query-param';
import { FINISHED } from '@mj/domain';
import { Alert } from '../../../components/alert';
import { ButtonLink } from '../../../components/button';
import { FinalScoresEntry } from '../../../components/final-scores-entry';
import { GameRondeClock } from '../../../components/ronde-clock';
import { PageLoading } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { anotherRound, dropWaiting, retrySending, sameRound } from '../../../outbox/actions';
import { useAppDispatch } from '../../../store/hooks';
import { describeRound } from '../components/describe-round';
import { gameLoadError } from '../game-load-error';
import { useMayCorrect } from '../use-may-correct';
import { Board } from './board';
import { EntryForm } from './entry-form';
import { whatChanged } from './moved-on';
import { MovedOnPrompt } from './moved-on-prompt';
import { toRoundInput } from './round-draft';
import { PageDialogs, useDialog } from './page-dialogs';
import { useRoundEntry } from './use-round-entry';
import { OutboxStopScreen, WaitingBanner } from './waiting-rounds';
import '../games.css';
import './add-round.css';

export { UNDO_DELTA_MS } from './use-round-entry';
export { CONFIRM_FINISH, undoQuestion } from './page-dialogs';

/** /add-tour/{partyId}: the board and the round entry of a game. */
export function AddRoundPage({ gameId }: { gameId: string }) {
  const entry = useRoundEntry(gameId);
  const dispatch = useAppDispatch();
  const { game, board, pseudoOf, waiting, entries } = entry;
  // « Modifier » on a finished table opens the history, where its rounds are corrected.
  const historyAsked = useQueryParam('historique') !== null;
  const [dialog, setDialog] = useDialog(board?.etat, historyAsked ? 'history' : null);
  const mayCorrect = useMayCorrect(board);
  const boardRef = useRef<HTMLDivElement>(null);

  if (game.isLoading) return <PageLoading />;
  if (!board) {
    return (
      <section className="page">
        <h1>Partie</h1>
        <Alert onRetry={game.refetch}>{gameLoadError(game.error)}</Alert>
        <ButtonLink variant="secondary" to={paths.myGames.href()}>
          Mes parties
        </ButtonLink>
      </section>
    );
  }
  const loading = entry.rounds.isFetching || game.isFetching;
  const stopped = waiting[0]?.refusal ? waiting[0] : undefined;
  // While the game moved on under the entry, the form asks « same round or another one? » instead.
  const prompt =
    entry.movedOn && entry.prepared ? (
      <MovedOnPrompt
        lines={entries ? whatChanged(entry.prepared, entries, pseudoOf) : []}
        mine={describeEntry(entry.draft, pseudoOf)}
        loading={loading}
        onSame={entry.sameRound}
        onAnother={entry.anotherRound}
      />
    ) : stopped ? (
      <p className="add-round__blocked">Résous d’abord l’envoi bloqué ci-dessus.</p>
    ) : null;

  return (
    <section className="page page--wide add-round">
      <header className="add-round__header">
        <h1>{board.nom}</h1>
        {entry.closed && <span className="badge">Partie terminée</span>}
      </header>
      <GameRondeClock game={board} />
      {board.tournois_id && (
        <ButtonLink variant="ghost" className="add-round__back" to={paths.tournament.href(board.tournois_id)}>
          ← Retour au tournoi
        </ButtonLink>
      )}
      <div ref={boardRef}>
        <Board
          game={board}
          pseudoOf={pseudoOf}
          deltas={entry.shown?.deltas ?? entry.preview?.delta ?? null}
          riichi={entry.draft.riichi}
        />
      </div>
      {entry.shown && (
        <p className="alert alert--info" role="status">
          {entry.shown.message}
        </p>
      )}
      <WaitingBanner list={waiting} pseudoOf={pseudoOf} />
      {/* Outside the form: its fieldset is disabled on a finished game, where the choice must still work. */}
      {stopped && (
        <OutboxStopScreen
          gameId={gameId}
          stopped={stopped}
          finished={game.data?.etat === FINISHED}
          entries={entries}
          pseudoOf={pseudoOf}
          loading={loading}
          onSame={() => void dispatch(sameRound(gameId))}
          onAnother={() => void dispatch(anotherRound(gameId, game.data?.nb_tours ?? board.nb_tours))}
          onRetry={() => void dispatch(retrySending(gameId))}
          onDrop={() => void dispatch(dropWaiting(gameId))}
        />
      )}
      {/* A tournament table kept on paper: its players enter the four scores written down instead. */}
      {board.tournois_id && !entry.closed && board.nb_tours === 0 && waiting.length === 0 && (
        <FinalScoresEntry gameId={gameId} joueurs={board.joueurs} />
      )}
      <EntryForm
        entry={entry}
        prompt={prompt}
        onUndo={() => setDialog('undo')}
        onFinish={() => setDialog('finish')}
        onHistory={() => setDialog('history')}
        links={
          entry.finished && (
            <ButtonLink variant="ghost" to={paths.gameResults.href(gameId)}>
              Voir les résultats
            </ButtonLink>
          )
        }
      />
      <PageDialogs
        gameId={gameId}
        entry={entry}
        dialog={dialog}
        setDialog={setDialog}
        // A past round is corrected against the server's rounds: not while others wait to be sent.
        mayCorrect={mayCorrect && waiting.length === 0}
      />
    </section>
  );
}

/** The entry held in the form, in words (as far as it goes). */
function describeEntry(draft: Parameters<typeof toRoundInput>[0], pseudoOf: (id: string) => string) {
  const input = toRoundInput(draft);
  return input.type_victoire === '' ? 'saisie en cours' : describeRound(input as never, pseudoOf);
}
