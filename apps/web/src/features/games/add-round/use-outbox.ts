import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  getErrorMessage,
  newIdempotencyKey,
  useAddRoundMutation,
  useFinishGameMutation,
  type Game,
} from '@mj/api';
import { settleRound, type PointsByPlayer, type RoundPayload } from '@mj/domain';
import {
  onTopOf,
  openOutbox,
  withoutLastRound,
  type Outbox,
  type Waiting,
  type WaitingRound,
} from './outbox';

/** A failed request that may not have reached the server: the round waits in the outbox. */
export const isUnreachable = (failure: unknown): boolean => {
  const status = (failure as { status?: unknown } | null)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
};

/** How often the outbox is tried again while rounds wait and the browser says it is online. */
export const OUTBOX_RETRY_MS = 10_000;

let browserOutbox: Outbox | null = null;
/**
 * One outbox per page load (one IndexedDB connection); none where the browser has no IndexedDB. The
 * origin's storage is asked to be persistent, so the browser does not evict waiting rounds under storage
 * pressure (Chromium grants it silently to an installed app; elsewhere it stays best-effort).
 */
function sharedOutbox(): Outbox | null {
  if (typeof indexedDB === 'undefined') return null;
  if (!browserOutbox) {
    navigator.storage?.persist?.().catch(() => undefined);
    browserOutbox = openOutbox();
  }
  return browserOutbox;
}

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
    const settled = settleRound(board, item.round);
    if (!settled.ok) break;
    board = { ...board, ...settled.next, nb_tours: board.nb_tours + 1 };
    shown.push({ item, delta: settled.delta });
  }
  return { board, shown };
}

/** Why sending stopped: another phone recorded rounds first (409), or the server refused a round. */
export type OutboxStop = { kind: 'conflict'; from: number } | { kind: 'refused'; message: string } | null;

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
  const sendingRef = useRef(false);
  const [addRound] = useAddRoundMutation();
  const [finishGame] = useFinishGameMutation();

  useEffect(() => {
    let current = true;
    setList([]);
    outbox
      ?.read(partyId)
      .then((stored) => current && setList(stored))
      .catch((error: unknown) => console.warn('Lecture impossible des tours en attente', error));
    return () => {
      current = false;
    };
  }, [outbox, partyId]);

  /** Changes the stored list; rejects when this phone cannot store (the caller says so). */
  const change = useCallback(
    async (update: (list: Waiting[]) => Waiting[]) => {
      if (!outbox) throw new Error('Pas de stockage IndexedDB sur ce navigateur.');
      const next = await outbox.update(partyId, update);
      setList(next);
      return next;
    },
    [outbox, partyId],
  );

  /** Sends the first waiting item; true when it left the outbox (recorded, or moot). */
  const sendFirst = useCallback(
    async (first: Waiting): Promise<boolean> => {
      const result =
        first.kind === 'round'
          ? await addRound({ partyId, round: first.round, index: first.index, idempotencyKey: first.key })
          : await finishGame(partyId);
      if (!('error' in result)) return true;
      const failure = result.error;
      if (isUnreachable(failure)) return false;
      const status = (failure as { status?: unknown }).status;
      // Finishing a game someone already finished: the table's wish is done.
      if (first.kind === 'finish' && status === 409) return true;
      setStop(
        first.kind === 'round' && status === 409
          ? { kind: 'conflict', from: first.index }
          : {
              kind: 'refused',
              message: getErrorMessage(failure, "Erreur lors de l'envoi des tours en attente."),
            },
      );
      return false;
    },
    [addRound, finishGame, partyId],
  );

  const send = useCallback(async () => {
    if (!outbox || sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    try {
      for (;;) {
        const first = (await outbox.read(partyId))[0];
        if (!first || !(await sendFirst(first))) break;
        await change((stored) => (stored[0] && sameItem(stored[0], first) ? stored.slice(1) : stored));
      }
    } catch (error) {
      console.warn('Envoi des tours en attente interrompu', error);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }, [outbox, partyId, sendFirst, change]);

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

const sameItem = (a: Waiting, b: Waiting) =>
  a.kind === b.kind && (a.kind === 'finish' || a.key === (b as WaitingRound).key);
