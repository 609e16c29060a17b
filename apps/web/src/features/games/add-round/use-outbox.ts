import { useCallback, useEffect, useMemo, useState } from 'react';
import { newIdempotencyKey, type Game } from '@mj/api';
import { rulesOf, settleRound, type PointsByPlayer, type RoundPayload } from '@mj/domain';
import { useAppDispatch } from '../../../store/hooks';
import { onTopOf, withoutLastRound, type Waiting, type WaitingRound } from './outbox';
import { OUTBOX_RETRY_MS, pageOpen, sendWaiting, sharedOutbox, type OutboxStop } from './send-waiting';

/** A waiting round as the board shows it: its settlement on the game as the phone sees it. */
export interface ShownWaiting {
  item: WaitingRound;
  delta: PointsByPlayer;
}

/**
 * The game as this phone sees it: the server's copy with the waiting rounds settled on top by the shared
 * domain rules. Only rounds typed after the server's count are settled: one with a lower index was either
 * recorded meanwhile (its answer arrived before it left the outbox) or is in conflict with another phone's.
 */
export function withWaiting(game: Game, list: readonly Waiting[]) {
  let board = game;
  const shown: ShownWaiting[] = [];
  for (const item of list) {
    if (item.kind !== 'round' || item.index < game.nb_tours) continue;
    const settled = settleRound(board, item.round, rulesOf(game.regles));
    if (!settled.ok) break;
    board = { ...board, ...settled.next, nb_tours: board.nb_tours + 1 };
    shown.push({ item, delta: settled.delta });
  }
  return { board, shown };
}

/**
 * The outbox of one game on /add-tour: what waits, the board with it, and sending it in order when the
 * network is there (on opening, when the browser goes online, then every 10 s while something waits).
 * Each waiting round goes with its own index and Idempotency-Key, so a resend after a lost answer is
 * recorded once; a 409 stops the sending until the table chooses (`keepServer` or `reenterOnTop`).
 */
export function useOutbox(partyId: string, game: Game | undefined, online: boolean) {
  const outbox = useMemo(sharedOutbox, []);
  const [list, setList] = useState<Waiting[]>([]);
  const [sending, setSending] = useState(false);
  const [stop, setStop] = useState<OutboxStop>(null);
  const dispatch = useAppDispatch();

  useEffect(() => {
    let current = true;
    setList([]);
    outbox
      ?.read(partyId)
      .then((stored) => current && setList(stored))
      .catch((error: unknown) => console.warn('Lecture impossible des tours en attente', error));
    // Every change shows at once, this page's own and the app's sender's.
    const unsubscribe = outbox?.subscribe((changed, next) => changed === partyId && setList(next));
    const closePage = pageOpen(partyId);
    return () => {
      current = false;
      unsubscribe?.();
      closePage();
    };
  }, [outbox, partyId]);

  /** Changes the stored list; rejects when this phone cannot store (the caller says so). */
  const change = useCallback(
    async (update: (list: Waiting[]) => Waiting[]) => {
      if (!outbox) throw new Error('Pas de stockage IndexedDB sur ce navigateur.');
      return outbox.update(partyId, update);
    },
    [outbox, partyId],
  );

  const send = useCallback(async () => {
    if (!outbox) return;
    setSending(true);
    try {
      const stopped = await sendWaiting(outbox, dispatch, partyId);
      if (stopped !== 'busy' && stopped) setStop(stopped);
    } catch (error) {
      console.warn('Envoi des tours en attente interrompu', error);
    } finally {
      setSending(false);
    }
  }, [outbox, dispatch, partyId]);

  const waitingCount = list.length;
  useEffect(() => {
    if (!online || waitingCount === 0 || stop) return;
    void send();
    const timer = setInterval(() => void send(), OUTBOX_RETRY_MS);
    return () => clearInterval(timer);
  }, [online, waitingCount, stop, send]);

  const derived = useMemo(() => (game ? withWaiting(game, list) : null), [game, list]);

  return {
    list,
    /** The board with the waiting rounds; the server's game while nothing waits. */
    board: derived?.board,
    shown: derived?.shown ?? [],
    finishWaiting: list.some((item) => item.kind === 'finish'),
    sending,
    stop,
    /** A round validated without network (or whose request timed out: the same attempt's key and index). */
    queueRound: (round: RoundPayload, attempt: { key: string; index: number }) =>
      change((stored) => [...stored, { kind: 'round', round, ...attempt }]),
    queueFinish: () =>
      change((stored) =>
        stored.some((item) => item.kind === 'finish') ? stored : [...stored, { kind: 'finish' }],
      ),
    /** Undo on the outbox: the last waiting round never leaves the phone. */
    undoWaiting: () => change(withoutLastRound),
    /** After a 409: the other phone's rounds stand, ours are dropped. */
    keepServer: async () => {
      await change(() => []);
      setStop(null);
    },
    /** After a 409: ours are entered again after the server's rounds, each with a new key. */
    reenterOnTop: async (serverCount: number) => {
      await change((stored) => onTopOf(stored, serverCount, newIdempotencyKey));
      setStop(null);
    },
    dismissRefusal: () => setStop(null),
  };
}

