/**
 * mjai logs: one JSON event per line (gimite's mjai protocol and the extensions Mortal and mjai.app
 * use; test/README.md lists the sources). The import reads `start_game` (`names`, and where written
 * `uri`, `kyoku_first`, `aka_flag`), `start_kyoku` (`bakaze`, `kyoku`, `honba`, `kyotaku`, `scores`),
 * `reach_accepted` (the stick goes down), `hora` (`actor`, `target`, `deltas`, and where written `fan`
 * — 100 per yakuman — and `fu`), `ryukyoku` (`deltas`, and where written `reason` and `tenpais`) and
 * `end_game` (where written, the final `scores`).
 */
import type { Result } from '@mj/domain';
import { ints, isInt, isRecord } from './bounds';
import { IMPORT_MESSAGES } from './messages';
import type { AbortReason, LogHand, OnlineLog } from './model';
import { addDelta, SEATS, type OpenHand } from './model';

const WINDS = ['E', 'S', 'W', 'N'];
/** gimite's `fan` for one yakuman. */
const YAKUMAN_FAN = 100;

const ABORTS: Record<string, AbortReason> = {
  kyushukyuhai: 'neuf-terminaux',
  sufonrenta: 'quatre-vents',
  suchareach: 'quatre-riichi',
  sukaikan: 'quatre-kans',
  sanchaho: 'triple-ron',
};

const isSeat = (value: unknown): value is number => isInt(value) && value >= 0 && value < SEATS;
const positiveSeats = (values: readonly number[]): number[] =>
  values.flatMap((value, seat) => (value > 0 ? [seat] : []));

function readHora(open: OpenHand, event: Record<string, unknown>): Result<null> {
  const { actor, target, fan, fu } = event;
  if (!isSeat(actor) || !isSeat(target)) return { ok: false, error: IMPORT_MESSAGES.unreadable };
  const deltas = event.deltas === undefined ? null : ints(event.deltas, SEATS);
  if (event.deltas !== undefined && !deltas) return { ok: false, error: IMPORT_MESSAGES.unreadable };
  const counted = isInt(fan) && fan > 0 ? fan : null;
  if (!deltas && counted === null) return { ok: false, error: IMPORT_MESSAGES.mjaiWithoutPoints };
  const yakuman = counted === null ? null : counted >= YAKUMAN_FAN ? Math.floor(counted / YAKUMAN_FAN) : 0;
  open.wins.push({
    winner: actor,
    from: target === actor ? null : target,
    pao: isSeat(event.pao) && event.pao !== actor ? event.pao : null,
    han: yakuman === 0 ? counted : null,
    fu: isInt(fu) && fu > 0 ? fu : null,
    yakuman,
    gain: deltas ? (deltas[actor] as number) : null,
  });
  if (deltas) addDelta(open, deltas);
  open.outcome = { kind: 'win', wins: open.wins };
  return { ok: true, value: null };
}

function readRyukyoku(open: OpenHand, event: Record<string, unknown>): boolean {
  const deltas = event.deltas === undefined ? null : ints(event.deltas, SEATS);
  if (event.deltas !== undefined && !deltas) return false;
  if (deltas) addDelta(open, deltas);
  const shown = Array.isArray(event.tenpais) && event.tenpais.length === SEATS ? event.tenpais : null;
  const tenpai = shown
    ? shown.flatMap((flag, seat) => (flag === true ? [seat] : []))
    : deltas && deltas.some((value) => value !== 0)
      ? positiveSeats(deltas)
      : null;
  const reason = typeof event.reason === 'string' ? event.reason : 'fanpai';
  if (reason === 'fanpai') open.outcome = { kind: 'draw', tenpai };
  else if (reason === 'nagashimangan') {
    if (!deltas) return false;
    open.outcome = { kind: 'nagashi', makers: positiveSeats(deltas), tenpai: shown ? tenpai : null };
  } else {
    const abort = ABORTS[reason];
    if (!abort) return false;
    open.outcome = { kind: 'abort', reason: abort };
  }
  return true;
}

/** The game's id in a `start_game`'s `uri` (`…?log=2019050417gm-…`). */
function logIdOf(start: Record<string, unknown>): string | null {
  const uri = typeof start.uri === 'string' ? start.uri : '';
  const id = /[?&]log=([\w-]{1,100})/.exec(uri)?.[1];
  return id ?? null;
}

/** Reads parsed mjai events, in order. */
export function readMjai(events: readonly unknown[]): Result<OnlineLog> {
  const unreadable = { ok: false as const, error: IMPORT_MESSAGES.unreadable };
  let start: Record<string, unknown> | null = null;
  let ended = false;
  let final: number[] | null = null;
  const hands: LogHand[] = [];
  let open: OpenHand | null = null;
  const close = (): boolean => {
    if (!open) return true;
    if (!open.outcome) return false;
    hands.push({ ...open.hand, outcome: open.outcome, delta: open.delta });
    open = null;
    return true;
  };
  for (const event of events) {
    if (!isRecord(event)) return unreadable;
    switch (event.type) {
      case 'start_game':
        if (start) return unreadable;
        start = event;
        if (Array.isArray(event.names) && event.names.length === 3)
          return { ok: false, error: IMPORT_MESSAGES.threePlayers };
        break;
      case 'start_kyoku': {
        if (!close()) return unreadable;
        const wind = WINDS.indexOf(event.bakaze as string);
        const { kyoku, honba, kyotaku } = event;
        if (Array.isArray(event.scores) && event.scores.length === 3)
          return { ok: false, error: IMPORT_MESSAGES.threePlayers };
        const scores = ints(event.scores, SEATS);
        if (
          wind < 0 ||
          !isInt(kyoku) ||
          kyoku < 1 ||
          kyoku > 4 ||
          !isInt(honba) ||
          !isInt(kyotaku) ||
          !scores
        )
          return unreadable;
        if (honba < 0 || kyotaku < 0) return unreadable;
        open = {
          hand: { round: wind * SEATS + kyoku - 1, honba, sticks: kyotaku, start: scores, riichi: [] },
          wins: [],
          outcome: null,
          delta: null,
        };
        break;
      }
      case 'reach_accepted':
        if (open && isSeat(event.actor) && !open.hand.riichi.includes(event.actor))
          open.hand.riichi.push(event.actor);
        break;
      case 'hora': {
        if (!open) return unreadable;
        const read = readHora(open, event);
        if (!read.ok) return read;
        break;
      }
      case 'ryukyoku':
        if (!open || !readRyukyoku(open, event)) return unreadable;
        break;
      case 'end_kyoku':
        if (!close()) return unreadable;
        break;
      case 'end_game':
        if (!close()) return unreadable;
        ended = true;
        final = ints(event.scores, SEATS);
        break;
      default:
        break;
    }
  }
  if (open !== null && (open as OpenHand).outcome === null)
    return { ok: false, error: IMPORT_MESSAGES.unfinished };
  if (!close() || !start || hands.length === 0) return unreadable;
  const names = start.names;
  if (
    !Array.isArray(names) ||
    names.length !== SEATS ||
    !names.every((n) => typeof n === 'string' && n.length <= 100)
  )
    return unreadable;
  if (!ended) return { ok: false, error: IMPORT_MESSAGES.unfinished };
  const first = start.kyoku_first;
  return {
    ok: true,
    value: {
      format: 'mjai',
      platform: 'mjai',
      logId: logIdOf(start),
      names: names as string[],
      tonpuusen: first === 4 ? true : first === 0 ? false : null,
      redFives: typeof start.aka_flag === 'boolean' ? start.aka_flag : null,
      hands,
      final,
    },
  };
}
