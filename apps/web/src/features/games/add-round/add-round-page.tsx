import { useEffect, useMemo, useRef, useState } from 'react';
import {
  getErrorMessage,
  newIdempotencyKey,
  useAddRoundMutation,
  useFinishGameMutation,
  useGetGameQuery,
  useUndoLastRoundMutation,
} from '@mj/api';
import { FINISHED, isGameOver, MESSAGES, settleRound, validateRound } from '@mj/domain';
import { Alert } from '../../../components/alert';
import { Button, ButtonLink } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageLoading } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { usePseudos } from '../../../hooks/use-pseudos';
import { gameLoadError } from '../game-load-error';
import { Board } from './board';
import { FinalScoresOverlay } from './final-scores-overlay';
import { HistoryOverlay } from './history-overlay';
import { RoundForm } from './round-form';
import { emptyDraft, toRoundInput, type RoundDraft } from './round-draft';
import { SettlementPreview } from './settlement-preview';
import '../games.css';
import './add-round.css';

/** Spec section 4: the per-player deltas of an undo stay visible for 5 seconds. */
export const UNDO_DELTA_MS = 5000;

export const CONFIRM_UNDO = "Confirmer l'annulation du dernier tour ?";
export const CONFIRM_FINISH = 'Finir la partie ? Cette action est définitive.';

type Dialog = 'undo' | 'finish' | 'history' | 'final' | null;

/** /add-tour/{partyId}: the board and the round entry of a game (spec sections 2, 4, 5). */
export function AddRoundPage({ partyId }: { partyId: string }) {
  const game = useGetGameQuery(partyId);
  const { pseudoOf } = usePseudos();
  const [draft, setDraft] = useState<RoundDraft>(emptyDraft);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [undoDeltas, setUndoDeltas] = useState<Record<string, number> | null>(null);
  const [addRound, adding] = useAddRoundMutation();
  const [undoLastRound, undoing] = useUndoLastRoundMutation();
  const [finishGame, finishing] = useFinishGameMutation();
  /** One idempotency key per attempt at the same round: a retry after a network drop is not recorded twice. */
  const attemptKey = useRef<string | null>(null);
  const previousState = useRef<string | undefined>(undefined);

  const data = game.data;
  const finished = data?.etat === FINISHED;

  // The final scores overlay appears once, on the transition to finished (not when opening a finished game).
  useEffect(() => {
    if (!data) return;
    if (previousState.current !== undefined && previousState.current !== FINISHED && data.etat === FINISHED) {
      setDialog('final');
    }
    previousState.current = data.etat;
  }, [data]);

  useEffect(() => {
    if (!undoDeltas) return;
    const timer = setTimeout(() => setUndoDeltas(null), UNDO_DELTA_MS);
    return () => clearTimeout(timer);
  }, [undoDeltas]);

  const preview = useMemo(() => {
    if (!data || finished || !draft.type) return null;
    const settled = settleRound(data, toRoundInput(draft));
    return settled.ok ? settled.delta : null;
  }, [data, draft, finished]);

  if (game.isLoading) return <PageLoading />;
  if (!data) {
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
  const current = data;

  function changeDraft(next: RoundDraft) {
    attemptKey.current = null;
    setError(null);
    setDraft(next);
  }

  async function validate() {
    const round = validateRound(toRoundInput(draft), current.joueurs);
    if (!round.ok) {
      setError(round.error);
      return;
    }
    const settled = settleRound(current, round.value);
    if (!settled.ok) {
      setError(settled.error);
      return;
    }
    attemptKey.current ??= newIdempotencyKey();
    try {
      await addRound({
        partyId,
        round: round.value,
        index: current.nb_tours,
        idempotencyKey: attemptKey.current,
      }).unwrap();
      attemptKey.current = null;
      setDraft(emptyDraft);
      setError(null);
    } catch (failure) {
      setError(getErrorMessage(failure, "Erreur lors de l'ajout du tour."));
    }
  }

  async function undo() {
    setDialog(null);
    setError(null);
    try {
      const { removed } = await undoLastRound(partyId).unwrap();
      // What the undo changed for each player: the removed round's deltas, reversed.
      setUndoDeltas(Object.fromEntries(current.joueurs.map((id) => [id, -(removed.delta[id] ?? 0)])));
      changeDraft(emptyDraft);
    } catch (failure) {
      setError(getErrorMessage(failure, "Erreur lors de l'annulation du dernier tour."));
    }
  }

  async function finish() {
    setDialog(null);
    setError(null);
    try {
      await finishGame(partyId).unwrap();
      changeDraft(emptyDraft);
    } catch (failure) {
      setError(getErrorMessage(failure, 'Impossible de terminer la partie.'));
    }
  }

  const busy = adding.isLoading || undoing.isLoading || finishing.isLoading;

  return (
    <section className="page page--wide add-round">
      <header className="add-round__header">
        <h1>{current.nom}</h1>
        {finished && <span className="badge">Partie terminée</span>}
      </header>
      {current.tournois_id && (
        <ButtonLink
          variant="ghost"
          className="add-round__back"
          to={paths.tournament.href(current.tournois_id)}
        >
          ← Retour au tournoi
        </ButtonLink>
      )}

      <Board game={current} pseudoOf={pseudoOf} deltas={undoDeltas ?? preview} riichi={draft.riichi} />
      {undoDeltas && (
        <p className="alert alert--info" role="status">
          Dernier tour annulé.
        </p>
      )}

      <form
        className="card add-round__form"
        onSubmit={(event) => {
          event.preventDefault();
          void validate();
        }}
      >
        <fieldset className="add-round__fieldset" disabled={finished || busy}>
          <legend className="visually-hidden">Saisie du tour</legend>
          <RoundForm players={current.joueurs} pseudoOf={pseudoOf} draft={draft} onChange={changeDraft} />
          {!finished && isGameOver(current) && <Alert tone="info">{MESSAGES.gameOver}</Alert>}
          {preview && <SettlementPreview joueurs={current.joueurs} delta={preview} pseudoOf={pseudoOf} />}
          {error && <Alert>{error}</Alert>}
          <Button type="submit" block>
            {adding.isLoading ? 'Enregistrement…' : 'Valider le tour'}
          </Button>
          <div className="add-round__secondary">
            <Button variant="secondary" disabled={current.nb_tours === 0} onClick={() => setDialog('undo')}>
              Annuler le dernier tour
            </Button>
            <Button variant="danger" onClick={() => setDialog('finish')}>
              Finir la partie
            </Button>
          </div>
        </fieldset>
        <div className="add-round__secondary">
          <Button variant="ghost" onClick={() => setDialog('history')}>
            Historique
          </Button>
          {finished && (
            <ButtonLink variant="ghost" to={paths.gameResults.href(partyId)}>
              Voir les résultats
            </ButtonLink>
          )}
        </div>
      </form>

      {dialog === 'undo' && (
        <ConfirmDialog
          message={CONFIRM_UNDO}
          onConfirm={() => void undo()}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog === 'finish' && (
        <ConfirmDialog
          message={CONFIRM_FINISH}
          confirmLabel="Finir la partie"
          danger
          onConfirm={() => void finish()}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog === 'history' && (
        <HistoryOverlay
          partyId={partyId}
          joueurs={current.joueurs}
          pseudoOf={pseudoOf}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'final' && (
        <FinalScoresOverlay game={current} pseudoOf={pseudoOf} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}
