import { useEffect, useMemo, useRef, useState } from 'react';
import {
  getErrorMessage,
  newIdempotencyKey,
  useAddRoundMutation,
  useCorrectRoundMutation,
  useDeleteRoundMutation,
  useFinishGameMutation,
  useGetGameQuery,
  useGetRoundsQuery,
  useUndoLastRoundMutation,
  type HistoryEntryWire,
} from '@mj/api';
import {
  editGame,
  leavesRegularEnd,
  rulesOf,
  FINISHED,
  isGameOver,
  MESSAGES,
  settleRound,
  validateRound,
  type RoundPayload,
} from '@mj/domain';
import { Alert } from '../../../components/alert';
import { Button, ButtonLink } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { GameRondeClock } from '../../../components/ronde-clock';
import { PageLoading } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { useLiveGame } from '../../../hooks/use-live-updates';
import { usePseudos } from '../../../hooks/use-pseudos';
import { useAppSelector } from '../../../store/hooks';
import { selectOnline } from '../../../store/network-slice';
import { gameLoadError } from '../game-load-error';
import { useMayCorrect } from '../use-may-correct';
import { Board } from './board';
import { FinalScoresOverlay } from './final-scores-overlay';
import { CHOMBO_PENALTY_TEXT, describeRound } from '../components/describe-round';
import { HanchanEndOverlay } from './hanchan-end-overlay';
import { HistoryOverlay } from './history-overlay';
import { RoundForm } from './round-form';
import { draftError, draftFromRound, emptyDraft, toRoundInput, type RoundDraft } from './round-draft';
import { useSavedDraft } from './saved-draft';
import { SettlementPreview } from './settlement-preview';
import { useKeepGameForOffline } from './keep-game';
import { isUnreachable } from './send-waiting';
import { useOutbox } from './use-outbox';
import { OutboxStopScreen, WaitingBanner } from './waiting-rounds';
import '../games.css';
import './add-round.css';

/** Spec section 4: the per-player deltas of an undo stay visible for 5 seconds. */
export const UNDO_DELTA_MS = 5000;

export const CONFIRM_UNDO = "Confirmer l'annulation du dernier tour ?";
export const CONFIRM_FINISH = 'Finir la partie ? Cette action est définitive.';

type Dialog = 'undo' | 'finish' | 'history' | 'final' | 'hanchan' | { remove: HistoryEntryWire } | null;

/** Deltas shown on the board for a few seconds after a write, with what happened. */
interface Shown {
  deltas: Record<string, number>;
  message: string;
}

/** « tour 5 : Tsumo de Bruno (2 han 30 fu) » */
const roundLabel = (entry: HistoryEntryWire, pseudoOf: (id: string) => string) =>
  `tour ${entry.index + 1} : ${describeRound(entry.tour, pseudoOf)}`;


/** Each player's change between two score maps. */
const changeOf = (
  joueurs: readonly string[],
  before: Record<string, number>,
  after: Record<string, number>,
) => Object.fromEntries(joueurs.map((id) => [id, (after[id] ?? 0) - (before[id] ?? 0)]));

/** /add-tour/{partyId}: the board and the round entry of a game (spec sections 2, 4, 5). */
export function AddRoundPage({ partyId }: { partyId: string }) {
  // Live: a round entered on another phone at the table shows here within a second (polling while cut off).
  const game = useGetGameQuery(partyId, useLiveGame(partyId, true));
  const rounds = useGetRoundsQuery(partyId);
  const { pseudoOf } = usePseudos();
  /** The past round being corrected (the form holds its replacement). */
  const [editing, setEditing] = useState<HistoryEntryWire | null>(null);
  const [draft, setDraft] = useSavedDraft(partyId, editing === null);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  /** After a 409: the round typed here, waiting for « same round or another one? ». */
  const [conflict, setConflict] = useState<RoundPayload | null>(null);
  const [addRound, adding] = useAddRoundMutation();
  const [correctRound, correcting] = useCorrectRoundMutation();
  const [deleteRound, deleting] = useDeleteRoundMutation();
  const [undoLastRound, undoing] = useUndoLastRoundMutation();
  const [finishGame, finishing] = useFinishGameMutation();
  const online = useAppSelector(selectOnline);
  // Rounds validated without network wait here; the board shows them settled on the server's copy.
  const outbox = useOutbox(partyId, game.data, online);
  useKeepGameForOffline(partyId, game.data, online);
  /**
   * One attempt at the same round: its idempotency key and the round count it was typed against. A retry
   * after a lost answer resends both unchanged (the game may have been refetched meanwhile with the round
   * in it), so the server recognises the attempt instead of recording it twice or refusing it.
   */
  const attempt = useRef<{ key: string; index: number } | null>(null);
  const previousState = useRef<string | undefined>(undefined);
  const boardRef = useRef<HTMLDivElement>(null);

  const data = outbox.board;
  const finished = data?.etat === FINISHED;
  /** Finished, or its finish waits in the outbox: no more rounds. */
  const closed = finished || outbox.finishWaiting;
  const mayCorrect = useMayCorrect(data);
  const entries = rounds.data?.tours;

  // The final scores overlay appears once, on the transition to finished (not when opening a finished game).
  useEffect(() => {
    if (!data) return;
    if (previousState.current !== undefined && previousState.current !== FINISHED && data.etat === FINISHED) {
      setDialog('final');
    }
    previousState.current = data.etat;
  }, [data]);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), UNDO_DELTA_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  /** A new round: its settlement. A correction: the corrected round's deltas and the scores after replay. */
  const preview = useMemo(() => {
    if (!data || !draft.type) return null;
    if (editing) {
      if (!entries) return null;
      const edited = editGame(
        data.joueurs,
        entries.map((entry) => entry.tour),
        { kind: 'replace', index: editing.index, round: toRoundInput(draft) },
        rulesOf(data.regles),
      );
      if (!edited.ok) return null;
      return { delta: edited.history[editing.index]?.delta ?? {}, after: edited.state.scores };
    }
    if (closed) return null;
    const settled = settleRound(data, toRoundInput(draft), rulesOf(data.regles));
    return settled.ok ? { delta: settled.delta, after: settled.next.scores } : null;
  }, [data, draft, closed, editing, entries]);

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
  const lastWaiting = outbox.list.at(-1);
  const undoesWaiting = lastWaiting?.kind === 'round';
  const lastEntry = entries?.at(-1);
  const undoLabel = undoesWaiting
    ? `tour ${lastWaiting.index + 1} : ${describeRound(lastWaiting.round, pseudoOf)}`
    : lastEntry && roundLabel(lastEntry, pseudoOf);

  function changeDraft(next: RoundDraft) {
    attempt.current = null;
    setError(null);
    setDraft(next);
  }

  /** After a write: the board in view, each player's change for a few seconds. */
  function show(deltas: Record<string, number>, message: string) {
    setShown({ deltas, message });
    boardRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }

  function resetForm() {
    attempt.current = null;
    setEditing(null);
    setConflict(null);
    setDraft(emptyDraft);
    setError(null);
  }

  /** The draft as a valid round for the current game, or null with the French message shown. */
  function checkedRound(): RoundPayload | null {
    const own = draftError(draft);
    if (own) {
      setError(own);
      return null;
    }
    const round = validateRound(toRoundInput(draft), current.joueurs, rulesOf(current.regles));
    if (!round.ok) {
      setError(round.error);
      return null;
    }
    return round.value;
  }

  /**
   * The round waits in the outbox with its attempt's key and index: no network, a request that timed out
   * (it may have reached the server: the same key makes the resend count once), or rounds already waiting
   * (the order is kept). The board moves at once, the round marked as waiting.
   */
  async function queue(round: RoundPayload, waiting: { key: string; index: number }) {
    const settled = settleRound(current, round, rulesOf(current.regles));
    try {
      await outbox.queueRound(round, waiting);
    } catch (failure) {
      console.warn('Tour non gardé sur le téléphone', failure);
      setError("Ce téléphone n'a pas pu garder le tour hors ligne : réessaie une fois le réseau revenu.");
      return;
    }
    resetForm();
    if (!settled.ok) return;
    show(settled.delta, `Tour ${waiting.index + 1} en attente d'envoi.`);
    if (leavesRegularEnd(current, settled.next, rulesOf(current.regles))) setDialog('hanchan');
  }

  async function record(round: RoundPayload) {
    attempt.current ??= { key: newIdempotencyKey(), index: current.nb_tours };
    if (!online || outbox.list.length > 0) return queue(round, attempt.current);
    try {
      const { partie, entry } = await addRound({
        partyId,
        round,
        index: attempt.current.index,
        idempotencyKey: attempt.current.key,
      }).unwrap();
      resetForm();
      show(entry.delta, `Tour ${entry.index + 1} enregistré.`);
      if (leavesRegularEnd(current, partie, rulesOf(current.regles))) setDialog('hanchan');
    } catch (failure) {
      if (isUnreachable(failure)) return queue(round, attempt.current);
      if ((failure as { status?: unknown }).status === 409 && !isGameOver(current)) {
        // Another phone recorded a round first: never resend blindly, ask whether it is this one.
        attempt.current = null;
        setConflict(round);
        return;
      }
      setError(getErrorMessage(failure, "Erreur lors de l'ajout du tour."));
    }
  }

  async function correct(round: RoundPayload, entry: HistoryEntryWire) {
    try {
      const { partie } = await correctRound({
        partyId,
        index: entry.index,
        nbTours: current.nb_tours,
        round,
      }).unwrap();
      resetForm();
      show(changeOf(current.joueurs, current.scores, partie.scores), `Tour ${entry.index + 1} corrigé.`);
    } catch (failure) {
      setError(getErrorMessage(failure, 'Erreur lors de la modification.'));
    }
  }

  async function validate() {
    if (conflict) return;
    const round = checkedRound();
    if (!round) return;
    if (editing) return correct(round, editing);
    const settled = settleRound(current, round, rulesOf(current.regles));
    if (!settled.ok) {
      setError(settled.error);
      return;
    }
    return record(round);
  }

  /** Undo of a waiting round: it leaves the outbox, it never reaches the server. */
  async function undoWaiting() {
    if (lastWaiting?.kind !== 'round') return;
    const delta = outbox.shown.find((shownRound) => shownRound.item.key === lastWaiting.key)?.delta ?? {};
    try {
      await outbox.undoWaiting();
    } catch (failure) {
      setError(getErrorMessage(failure, "Erreur lors de l'annulation du dernier tour."));
      return;
    }
    show(Object.fromEntries(current.joueurs.map((id) => [id, -(delta[id] ?? 0)])), 'Dernier tour annulé.');
    changeDraft(emptyDraft);
  }

  async function undo() {
    setDialog(null);
    setError(null);
    if (undoesWaiting) return undoWaiting();
    try {
      const { removed } = await undoLastRound(partyId).unwrap();
      // What the undo changed for each player: the removed round's deltas, reversed.
      show(
        Object.fromEntries(current.joueurs.map((id) => [id, -(removed.delta[id] ?? 0)])),
        'Dernier tour annulé.',
      );
      changeDraft(emptyDraft);
    } catch (failure) {
      setError(getErrorMessage(failure, "Erreur lors de l'annulation du dernier tour."));
    }
  }

  async function remove(entry: HistoryEntryWire) {
    setDialog(null);
    setError(null);
    try {
      const { partie } = await deleteRound({
        partyId,
        index: entry.index,
        nbTours: current.nb_tours,
      }).unwrap();
      show(changeOf(current.joueurs, current.scores, partie.scores), `Tour ${entry.index + 1} supprimé.`);
    } catch (failure) {
      setError(getErrorMessage(failure, 'Suppression impossible.'));
    }
  }

  /** Offline (or behind waiting rounds) the finish waits in the outbox and is sent after them. */
  async function finishLater() {
    try {
      await outbox.queueFinish();
      changeDraft(emptyDraft);
    } catch (failure) {
      setError(getErrorMessage(failure, 'Impossible de terminer la partie.'));
    }
  }

  async function finish() {
    setDialog(null);
    setError(null);
    if (!online || outbox.list.length > 0) return finishLater();
    try {
      await finishGame(partyId).unwrap();
      changeDraft(emptyDraft);
    } catch (failure) {
      if (isUnreachable(failure)) return finishLater();
      setError(getErrorMessage(failure, 'Impossible de terminer la partie.'));
    }
  }

  function startEditing(entry: HistoryEntryWire) {
    setDialog(null);
    setConflict(null);
    setEditing(entry);
    changeDraft(draftFromRound(entry.tour));
  }

  const busy =
    adding.isLoading ||
    undoing.isLoading ||
    finishing.isLoading ||
    correcting.isLoading ||
    deleting.isLoading;
  const chomboNotes: Record<string, string> =
    draft.type === 'chombo' && draft.loser ? { [draft.loser]: CHOMBO_PENALTY_TEXT } : {};
  const nobodyPays =
    preview && Object.values(preview.delta).every((value) => value === 0) && draft.type === 'tenpai'
      ? 'Personne ne paie.'
      : undefined;

  return (
    <section className="page page--wide add-round">
      <header className="add-round__header">
        <h1>{current.nom}</h1>
        {closed && <span className="badge">Partie terminée</span>}
      </header>
      <GameRondeClock game={current} />
      {current.tournois_id && (
        <ButtonLink
          variant="ghost"
          className="add-round__back"
          to={paths.tournament.href(current.tournois_id)}
        >
          ← Retour au tournoi
        </ButtonLink>
      )}

      <div ref={boardRef}>
        <Board
          game={current}
          pseudoOf={pseudoOf}
          deltas={shown?.deltas ?? preview?.delta ?? null}
          riichi={draft.riichi}
        />
      </div>
      {shown && (
        <p className="alert alert--info" role="status">
          {shown.message}
        </p>
      )}
      <WaitingBanner list={outbox.list} pseudoOf={pseudoOf} />
      {/* Outside the form: its fieldset is disabled on a finished game, where the choice must still work. */}
      {outbox.stop && (
        <OutboxStopScreen
          partyId={partyId}
          stop={outbox.stop}
          finished={game.data?.etat === FINISHED}
          list={outbox.list}
          entries={entries}
          pseudoOf={pseudoOf}
          loading={rounds.isFetching || game.isFetching}
          onKeepServer={() => void outbox.keepServer()}
          onReenter={() => void outbox.reenterOnTop(game.data?.nb_tours ?? current.nb_tours)}
          onRetry={outbox.dismissRefusal}
        />
      )}

      <form
        className="card add-round__form"
        onSubmit={(event) => {
          event.preventDefault();
          void validate();
        }}
      >
        {editing && (
          <div className="add-round__editing alert alert--info">
            <span>Correction du {roundLabel(editing, pseudoOf)}</span>
            <Button variant="secondary" onClick={resetForm}>
              Annuler la correction
            </Button>
          </div>
        )}
        <fieldset className="add-round__fieldset" disabled={(closed && !editing) || busy}>
          <legend className="visually-hidden">Saisie du tour</legend>
          <RoundForm
            players={current.joueurs}
            pseudoOf={pseudoOf}
            draft={draft}
            onChange={changeDraft}
            rules={rulesOf(current.regles)}
          />
          {!finished && !editing && isGameOver(current) && <Alert tone="info">{MESSAGES.gameOver}</Alert>}
          {preview && (
            <SettlementPreview
              joueurs={current.joueurs}
              delta={preview.delta}
              pseudoOf={pseudoOf}
              notes={chomboNotes}
              summary={nobodyPays}
              title={editing ? 'Aperçu de la correction' : undefined}
              scores={editing ? { before: current.scores, after: preview.after } : undefined}
            />
          )}
          {error && <Alert>{error}</Alert>}
          {outbox.stop ? null : conflict ? (
            <div className="add-round__conflict alert alert--info" role="alert">
              <p>Un autre tour a été enregistré entre-temps.</p>
              <p>
                Enregistré par l’autre téléphone :{' '}
                {lastEntry ? roundLabel(lastEntry, pseudoOf) : 'chargement…'}
              </p>
              <p>Ta saisie : {describeRound(conflict, pseudoOf)}</p>
              <p>Est-ce le même tour ?</p>
              <Button variant="secondary" onClick={resetForm}>
                Oui, le même tour : ne pas l’enregistrer
              </Button>
              <Button
                disabled={!lastEntry || rounds.isFetching || game.isFetching}
                onClick={() => {
                  const typed = conflict;
                  setConflict(null);
                  void record(typed);
                }}
              >
                Non, un autre tour : l’enregistrer aussi
              </Button>
            </div>
          ) : (
            <Button type="submit" block>
              {adding.isLoading || correcting.isLoading
                ? 'Enregistrement…'
                : editing
                  ? 'Enregistrer la correction'
                  : 'Valider le tour'}
            </Button>
          )}
          {!editing && (
            <div className="add-round__secondary">
              <Button
                variant="secondary"
                disabled={current.nb_tours === 0 || (undoesWaiting && outbox.sending)}
                onClick={() => setDialog('undo')}
              >
                Annuler le dernier tour
              </Button>
            </div>
          )}
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
        {!editing && (
          <div className="add-round__finish">
            <Button variant="danger" disabled={closed || busy} onClick={() => setDialog('finish')}>
              Finir la partie
            </Button>
          </div>
        )}
      </form>

      {dialog === 'undo' && (
        <ConfirmDialog
          message={undoLabel ? `${CONFIRM_UNDO} (${undoLabel})` : CONFIRM_UNDO}
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
      {dialog !== null && typeof dialog === 'object' && (
        <ConfirmDialog
          message={`Supprimer le ${roundLabel(dialog.remove, pseudoOf)} ? Les tours suivants seront recalculés.`}
          confirmLabel="Supprimer le tour"
          danger
          onConfirm={() => void remove(dialog.remove)}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog === 'history' && (
        <HistoryOverlay
          partyId={partyId}
          joueurs={current.joueurs}
          pseudoOf={pseudoOf}
          onClose={() => setDialog(null)}
          actions={
            // A past round is corrected against the server's rounds: not while others wait to be sent.
            mayCorrect && outbox.list.length === 0
              ? (entry) => (
                  <>
                    <Button variant="secondary" onClick={() => startEditing(entry)}>
                      Modifier
                    </Button>
                    <Button variant="ghost" onClick={() => setDialog({ remove: entry })}>
                      Supprimer
                    </Button>
                  </>
                )
              : undefined
          }
        />
      )}
      {dialog === 'hanchan' && (
        <HanchanEndOverlay
          game={current}
          pseudoOf={pseudoOf}
          onFinish={() => void finish()}
          onContinue={() => setDialog(null)}
        />
      )}
      {dialog === 'final' && (
        <FinalScoresOverlay game={current} pseudoOf={pseudoOf} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}
