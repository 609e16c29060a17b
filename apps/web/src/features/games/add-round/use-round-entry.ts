import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  type AddRoundResponse,
  type Game,
  type HistoryEntryWire,
  type UndoRoundResponse,
} from '@mj/api';
import { useGetGameQuery } from '@mj/api/games';
import { newIdempotencyKey, useGetRoundsQuery } from '@mj/api/rounds';
import {
  editGame,
  FINISHED,
  leavesRegularEnd,
  rulesOf,
  settleRound,
  validateRound,
  type RoundPayload,
} from '@mj/domain';
import { useLiveGame } from '../../../hooks/use-live-updates';
import { usePseudos } from '../../../hooks/use-pseudos';
import { dropItem, keepGameOffline, submitWrite, undoWaitingRound } from '../../../outbox/actions';
import { isRoundItem, type OutboxWrite } from '../../../outbox/items';
import { withWaiting } from './with-waiting';
import { selectSendingId, selectWaitingFor, type Outcome } from '../../../outbox/outbox-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectOnline } from '../../../store/network-slice';
import { useKeepGameForOffline } from './keep-game';
import { hasMovedOn, preparedOf, type Prepared } from './moved-on';
import { draftError, draftFromRound, emptyDraft, toRoundInput, type RoundDraft } from './round-draft';
import { useSavedDraft } from './saved-draft';

/** The per-player deltas of a write stay visible for 5 seconds. */
export const UNDO_DELTA_MS = 5000;

/** Deltas shown on the board for a few seconds after a write, with what happened. */
export interface Shown {
  deltas: Record<string, number>;
  message: string;
}

const negated = (joueurs: readonly string[], delta: Record<string, number>) =>
  Object.fromEntries(joueurs.map((id) => [id, -(delta[id] ?? 0)]));

const changeOf = (joueurs: readonly string[], before: Game['scores'], after: Game['scores']) =>
  Object.fromEntries(joueurs.map((id) => [id, (after[id] ?? 0) - (before[id] ?? 0)]));

const isEmpty = (draft: RoundDraft) => JSON.stringify(draft) === JSON.stringify(emptyDraft);

/**
 * The round entry of one game: the board as this phone sees it (server's game and its waiting writes),
 * the draft, its settlement (computed once per change of input or of the board) and every write, each
 * through the outbox (« queue, then send »). An entry is prepared against one state of the game: when
 * the game moves on under it, `movedOn` says so and validating waits for the table's answer.
 */
export function useRoundEntry(gameId: string) {
  const dispatch = useAppDispatch();
  const game = useGetGameQuery(gameId, useLiveGame(gameId, true));
  const rounds = useGetRoundsQuery(gameId);
  const { pseudoOf } = usePseudos();
  const waiting = useAppSelector(useMemo(() => selectWaitingFor(gameId), [gameId]));
  const sendingId = useAppSelector(selectSendingId);
  const online = useAppSelector(selectOnline);
  useKeepGameForOffline(gameId, game.data, online);
  // The phone's own copy follows every state of the game the page shows (live events included).
  useEffect(() => {
    if (game.data && online) void dispatch(keepGameOffline(gameId, game.data));
  }, [dispatch, gameId, game.data, online]);
  const [editing, setEditing] = useState<HistoryEntryWire | null>(null);
  const [draft, setDraft] = useSavedDraft(gameId, editing === null);
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [hanchanOver, setHanchanOver] = useState(false);
  const [busy, setBusy] = useState(false);

  const entries = rounds.data?.tours;
  const { board, shown: settledWaiting } = useMemo(
    () => (game.data ? withWaiting(game.data, waiting) : { board: undefined, shown: [] }),
    [game.data, waiting],
  );
  const now = useMemo(() => board && preparedOf(board.nb_tours, entries), [board, entries]);
  const holding = !isEmpty(draft);
  // An entry restored from the phone (a reload) is prepared against the first state the page shows.
  useEffect(() => {
    if (holding && !prepared && now) setPrepared(now);
    else if (prepared && now && !prepared.marks && now.marks && now.count === prepared.count)
      setPrepared(now);
  }, [holding, prepared, now]);
  // This phone's own write in flight moves the board too: not a move under the entry.
  const movedOn =
    holding && !editing && !busy && prepared !== null && now !== undefined && hasMovedOn(prepared, now);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), UNDO_DELTA_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  const finished = board?.etat === FINISHED;
  const closed = finished || waiting.some((item) => item.write.kind === 'finish');

  /** The draft checked and settled, once per change of the draft or the board. */
  const entry = useMemo(() => {
    if (!board) return null;
    const input = toRoundInput(draft);
    const own = draftError(draft);
    const rules = rulesOf(board.regles);
    const checked = own ? null : validateRound(input, board.joueurs, rules);
    const problem = own ?? (checked && !checked.ok ? checked.error : null);
    if (editing) {
      if (!entries) return null;
      const edited = editGame(
        board.joueurs,
        entries.map((one) => one.tour),
        {
          kind: 'replace',
          index: editing.index,
          round: input,
        },
        rules,
      );
      if (!edited.ok) return { problem: problem ?? edited.error, round: null, preview: null };
      const preview = { delta: edited.history[editing.index]?.delta ?? {}, after: edited.state.scores };
      return { problem, round: checked?.ok ? checked.value : null, preview, next: null };
    }
    if (closed) return null;
    const settled = settleRound(board, checked?.ok ? checked.value : input, rules);
    const preview = settled.ok ? { delta: settled.delta, after: settled.next.scores } : null;
    const round = checked?.ok && settled.ok ? checked.value : null;
    return {
      problem: problem ?? (settled.ok ? null : settled.error),
      round,
      preview,
      next: settled.ok ? settled.next : null,
    };
  }, [board, draft, editing, entries, closed]);

  const changeDraft = useCallback(
    (next: RoundDraft) => {
      setError(null);
      setDraft(next);
      setPrepared((before) => (isEmpty(next) ? null : (before ?? now ?? null)));
    },
    [setDraft, now],
  );

  const resetForm = useCallback(() => {
    setEditing(null);
    setError(null);
    setDraft(emptyDraft);
    setPrepared(null);
  }, [setDraft]);

  /** Submits a write through the outbox; a write the server refuses at once is dropped, its error shown. */
  async function write(change: OutboxWrite, fallback: string): Promise<Outcome | null> {
    setError(null);
    setBusy(true);
    try {
      const outcome = await dispatch(submitWrite(gameId, change));
      if (outcome.status === 'refused' && !outcome.refusal.conflict) {
        await dispatch(dropItem(outcome.id));
        setError(outcome.refusal.message);
        return null;
      }
      return outcome;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : fallback);
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function validate() {
    if (!board || !entry || movedOn) return;
    if (!entry.round) {
      setError(entry.problem);
      return;
    }
    const round: RoundPayload = entry.round;
    if (editing) {
      const before = game.data ?? board;
      const outcome = await write(
        { kind: 'correction', round, index: editing.index, nbTours: before.nb_tours },
        'Erreur lors de la modification.',
      );
      if (!outcome) return;
      const index = editing.index;
      resetForm();
      if (outcome.status === 'sent' && outcome.answer && 'partie' in outcome.answer) {
        setShown({
          deltas: changeOf(before.joueurs, before.scores, outcome.answer.partie.scores),
          message: `Tour ${index + 1} corrigé.`,
        });
      } else setShown({ deltas: {}, message: `Correction du tour ${index + 1} en attente d’envoi.` });
      return;
    }
    const index = prepared?.count ?? board.nb_tours;
    const local = entry.preview;
    const next = entry.next;
    const outcome = await write(
      { kind: 'round', round, index, key: newIdempotencyKey() },
      "Erreur lors de l'ajout du tour.",
    );
    if (!outcome) return;
    resetForm();
    if (outcome.status === 'refused') return; // the conflict shows on the waiting round
    const sent = outcome.status === 'sent' ? (outcome.answer as AddRoundResponse) : null;
    setShown(
      sent
        ? { deltas: sent.entry.delta, message: `Tour ${sent.entry.index + 1} enregistré.` }
        : { deltas: local?.delta ?? {}, message: `Tour ${index + 1} en attente d’envoi.` },
    );
    const after = sent ? sent.partie : next;
    if (after && leavesRegularEnd(board, after, rulesOf(board.regles))) setHanchanOver(true);
  }

  const lastWaiting = waiting.at(-1);
  const undoesWaiting = lastWaiting !== undefined && isRoundItem(lastWaiting);

  async function undo() {
    if (!board) return;
    if (undoesWaiting) {
      const delta = settledWaiting.find((one) => one.item.id === lastWaiting.id)?.delta ?? {};
      const undone = await dispatch(undoWaitingRound(gameId)).catch(() => null);
      if (!undone) return setError("Erreur lors de l'annulation du dernier tour.");
      setShown({ deltas: negated(board.joueurs, delta), message: 'Dernier tour annulé.' });
      return changeDraft(emptyDraft);
    }
    const outcome = await write({ kind: 'undo' }, "Erreur lors de l'annulation du dernier tour.");
    if (!outcome) return;
    const removed = outcome.status === 'sent' ? (outcome.answer as UndoRoundResponse).removed : null;
    setShown(
      removed
        ? { deltas: negated(board.joueurs, removed.delta), message: 'Dernier tour annulé.' }
        : { deltas: {}, message: 'Annulation en attente d’envoi.' },
    );
    changeDraft(emptyDraft);
  }

  async function remove(past: HistoryEntryWire) {
    const before = game.data;
    if (!before) return;
    const outcome = await write(
      { kind: 'deletion', index: past.index, nbTours: before.nb_tours },
      'Suppression impossible.',
    );
    if (!outcome) return;
    const answer = outcome.status === 'sent' ? (outcome.answer as UndoRoundResponse) : null;
    setShown(
      answer
        ? {
            deltas: changeOf(before.joueurs, before.scores, answer.partie.scores),
            message: `Tour ${past.index + 1} supprimé.`,
          }
        : { deltas: {}, message: `Suppression du tour ${past.index + 1} en attente d’envoi.` },
    );
  }

  async function finish() {
    setHanchanOver(false);
    if (await write({ kind: 'finish' }, 'Impossible de terminer la partie.')) changeDraft(emptyDraft);
  }

  return {
    game,
    rounds,
    entries,
    board,
    pseudoOf,
    waiting,
    sendingLast: lastWaiting !== undefined && sendingId === lastWaiting.id,
    undoesWaiting,
    finished,
    closed,
    draft,
    changeDraft,
    editing,
    startEditing: (past: HistoryEntryWire) => {
      setEditing(past);
      setError(null);
      setDraft(draftFromRound(past.tour));
    },
    resetForm,
    preview: entry?.preview ?? null,
    error,
    busy,
    shown,
    prepared,
    movedOn,
    /** « C’est le même tour »: the entry is what was recorded; it goes. */
    sameRound: resetForm,
    /** « C’est un autre tour »: the entry is prepared again against the game as it now is. */
    anotherRound: () => setPrepared(now ?? null),
    hanchanOver,
    closeHanchan: () => setHanchanOver(false),
    validate,
    undo,
    remove,
    finish,
  };
}

export type RoundEntry = ReturnType<typeof useRoundEntry>;
