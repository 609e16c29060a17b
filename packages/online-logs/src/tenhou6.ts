/**
 * tenhou.net/6 JSON logs: what Tenhou's viewer reads and what Mahjong Soul exporters write (tensoul and
 * its ancestors). Facts from the logs themselves and from the exporters' code (test/README.md lists the
 * sources): each hand is an array — `[round, honba, sticks]`, the four start scores, dora, ura dora, then
 * per seat its start hand, draws and discards (a riichi discard is written `"r" + tile`), and last the
 * result: `["和了", deltas, [who, from, liable, "30符1飜1000点", "立直(1飜)", …], …]` (one pair per
 * winner), `["流局", deltas]`, `["流し満貫", deltas]` or an abortive draw's name.
 */
import type { Result } from '@mj/domain';
import { LIMITS, ints, isInt, isRecord } from './bounds';
import { IMPORT_MESSAGES } from './messages';
import type { AbortReason, LogHand, LogOutcome, LogWin, OnlineLog, Platform } from './model';
import { SEATS } from './model';

const ABORTS: Record<string, AbortReason> = {
  九種九牌: 'neuf-terminaux',
  'Kyuushu Kyuuhai': 'neuf-terminaux',
  'Nine Terminal Abortion': 'neuf-terminaux',
  四風連打: 'quatre-vents',
  'Suufon Renda': 'quatre-vents',
  'Four Wind Abortion': 'quatre-vents',
  四家立直: 'quatre-riichi',
  'Suucha Riichi': 'quatre-riichi',
  'Four Riichi Abortion': 'quatre-riichi',
  四槓散了: 'quatre-kans',
  四開槓: 'quatre-kans',
  Suukaikan: 'quatre-kans',
  'Four Kan Abortion': 'quatre-kans',
  三家和了: 'triple-ron',
  三家和: 'triple-ron',
  Sanchahou: 'triple-ron',
  'Three Ron Abortion': 'triple-ron',
};
const WIN = '和了';
const DRAWS = new Set(['流局', 'Ryuukyoku', 'Exhaustive Draw']);
const ALL_TENPAI = '全員聴牌';
const ALL_NOTEN = '全員不聴';
const NAGASHI = new Set(['流し満貫', 'Nagashi Mangan', 'Mangan at Draw']);

const isSeat = (value: unknown): value is number => isInt(value) && value >= 0 && value < SEATS;

/** Seats whose entry in `values` is positive (who was paid at a draw, who made a nagashi). */
const paidSeats = (values: readonly number[]): number[] =>
  values.flatMap((value, seat) => (value > 0 ? [seat] : []));

/**
 * A yakuman's count from the points it was paid (a double yakuman is 64 000 to a non-dealer ron): the
 * yaku list writes « (役満) » once per yakuman whatever it counts, Mahjong Soul's doubles included.
 */
function yakumanFromPoints(points: number[], dealer: boolean, tsumo: boolean): number | null {
  const first = points[0];
  if (first === undefined) return null;
  // Ron: 32 000 (48 000 dealer) each; tsumo: « 8000-16000 » from a non-dealer, « 16000∀ » from a dealer.
  const unit = tsumo ? (dealer ? 16000 : 8000) : dealer ? 48000 : 32000;
  const count = first / unit;
  return Number.isInteger(count) && count >= 1 ? count : null;
}

/** One winner's pair of the result: its deltas and `[who, from, liable, points, …yaku]`. */
function readWin(
  deltas: unknown,
  info: unknown,
  dealerSeat: number,
): { win: LogWin; delta: number[] } | null {
  const delta = ints(deltas, SEATS);
  if (!delta || !Array.isArray(info) || info.length < 3) return null;
  const [who, from, liable, pointsText, ...yaku] = info as unknown[];
  if (!isSeat(who) || !isSeat(from) || !isSeat(liable)) return null;
  const text = typeof pointsText === 'string' ? pointsText : '';
  const yakuTexts = yaku.filter((entry): entry is string => typeof entry === 'string');
  const tsumo = from === who;
  const points = (/(\d+)(?:-(\d+))?点/.exec(text) ?? []).slice(1).filter(Boolean).map(Number);
  const yakumanYaku = yakuTexts.filter((entry) => /役満\)$/.test(entry)).length;
  let han: number | null = null;
  let yakuman = 0;
  if (yakumanYaku > 0) {
    yakuman = yakumanFromPoints(points, who === dealerSeat, tsumo) ?? yakumanYaku;
  } else {
    const written = /(\d+)飜/.exec(text);
    const counted = yakuTexts.reduce((sum, entry) => sum + Number(/\((\d+)飜\)$/.exec(entry)?.[1] ?? 0), 0);
    han = written ? Number(written[1]) : counted > 0 ? counted : null;
  }
  const fu = /(\d+)符/.exec(text);
  return {
    win: {
      winner: who,
      from: tsumo ? null : from,
      pao: liable === who ? null : liable,
      han,
      fu: fu ? Number(fu[1]) : null,
      yakuman,
      gain: delta[who] as number,
    },
    delta,
  };
}

function readOutcome(
  result: unknown[],
  dealerSeat: number,
): { outcome: LogOutcome; delta: number[] | null } | null {
  const [name, ...rest] = result;
  if (typeof name !== 'string') return null;
  if (name === WIN) {
    const wins: LogWin[] = [];
    const delta = [0, 0, 0, 0];
    for (let i = 0; i + 1 < rest.length; i += 2) {
      const read = readWin(rest[i], rest[i + 1], dealerSeat);
      if (!read) return null;
      wins.push(read.win);
      read.delta.forEach((value, seat) => (delta[seat] = (delta[seat] as number) + value));
    }
    return wins.length > 0 && wins.length < SEATS ? { outcome: { kind: 'win', wins }, delta } : null;
  }
  const delta = rest[0] === undefined ? null : ints(rest[0], SEATS);
  if (rest[0] !== undefined && !delta) return null;
  if (DRAWS.has(name)) {
    // No payment: the log does not say whether everybody was tenpai or nobody was.
    const tenpai = delta && delta.some((value) => value !== 0) ? paidSeats(delta) : null;
    return { outcome: { kind: 'draw', tenpai }, delta };
  }
  if (name === ALL_TENPAI) return { outcome: { kind: 'draw', tenpai: [0, 1, 2, 3] }, delta };
  if (name === ALL_NOTEN) return { outcome: { kind: 'draw', tenpai: [] }, delta };
  if (NAGASHI.has(name)) {
    if (!delta) return null;
    return { outcome: { kind: 'nagashi', makers: paidSeats(delta), tenpai: null }, delta };
  }
  const reason = ABORTS[name];
  return reason ? { outcome: { kind: 'abort', reason }, delta } : null;
}

const isRiichiDiscard = (entry: unknown): boolean => typeof entry === 'string' && entry.startsWith('r');

/**
 * Seats whose riichi stick went down: a riichi discard, unless it was the very discard that was won on
 * (the declaration then fails and its stick is never paid).
 */
function riichiSeats(discards: unknown[][], outcome: LogOutcome): number[] {
  const discarder = outcome.kind === 'win' ? (outcome.wins[0]?.from ?? null) : null;
  return discards.flatMap((list, seat) => {
    if (!list.some(isRiichiDiscard)) return [];
    if (seat === discarder && isRiichiDiscard(list[list.length - 1])) return [];
    return [seat];
  });
}

function readHand(raw: unknown): LogHand | null {
  if (!Array.isArray(raw) || raw.length < 17) return null;
  const header = ints(raw[0], 3);
  const start = ints(raw[1], SEATS);
  const result = raw[16];
  if (!header || !start || !Array.isArray(result)) return null;
  const [round, honba, sticks] = header as [number, number, number];
  if (round < 0 || round >= 16 || honba < 0 || sticks < 0) return null;
  const discards = [6, 9, 12, 15].map((index) => raw[index]);
  if (!discards.every(Array.isArray)) return null;
  const read = readOutcome(result, round % SEATS);
  if (!read) return null;
  return {
    round,
    honba,
    sticks,
    start,
    riichi: riichiSeats(discards as unknown[][], read.outcome),
    outcome: read.outcome,
    delta: read.delta,
  };
}

/** Tenhou's ids (`2019050417gm-0029-0000-4f2a8622`) and Mahjong Soul's (`231005-8d2f…-…`). */
const TENHOU_ID = /^\d{10}gm-[0-9a-f]{4}-\d{4,5}-[0-9a-f]{8}$/;
const MAHJONG_SOUL_ID = /^\d{6}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Words only Mahjong Soul's rooms and ranks use (its rooms « 金の間 », friendly and contest games, « 雀豪 »). */
const MAHJONG_SOUL_WORDS = ['の間', '友人戦', '大会戦', 'Room', 'Friendly', 'Tournament'];

function platformOf(root: Record<string, unknown>, disp: string): Platform {
  const ref = typeof root.ref === 'string' ? root.ref : '';
  if (TENHOU_ID.test(ref)) return 'tenhou';
  if (MAHJONG_SOUL_ID.test(ref)) return 'mahjong-soul';
  const ranks = Array.isArray(root.dan) ? root.dan.filter((rank) => typeof rank === 'string') : [];
  if (MAHJONG_SOUL_WORDS.some((word) => disp.includes(word))) return 'mahjong-soul';
  if (ranks.some((rank: string) => rank.includes('雀') || rank.includes('魂天'))) return 'mahjong-soul';
  return 'tenhou';
}

function tonpuusenOf(disp: string): boolean | null {
  if (/南|South/.test(disp)) return false;
  if (/東|East/.test(disp)) return true;
  return null;
}

function redFivesOf(rule: Record<string, unknown>, disp: string): boolean | null {
  const counts = ['aka', 'aka51', 'aka52', 'aka53'].map((key) => rule[key]).filter(isInt);
  if (counts.some((count) => count > 0)) return true;
  if (counts.length > 0) return false;
  return disp.includes('赤') || disp.includes('Red') ? true : null;
}

/** The `sc` array's scores, in points: Tenhou writes them in hundreds or in points, by log. */
function finalScores(sc: unknown, total: number): number[] | null {
  if (!Array.isArray(sc) || sc.length < 2 * SEATS) return null;
  const scores = [0, 2, 4, 6].map((index) => sc[index]);
  if (!scores.every(isInt)) return null;
  const sum = (scores as number[]).reduce((a, b) => a + b, 0);
  return sum * 100 === total ? (scores as number[]).map((score) => score * 100) : (scores as number[]);
}

/** Whether the log is of a three-player game (Tenhou's « 三 », an empty fourth seat, `PF3`). */
function threePlayers(
  root: Record<string, unknown>,
  names: unknown[],
  disp: string,
  first: LogHand | null,
): boolean {
  if (names.length === 3 || root.ratingc === 'PF3' || disp.startsWith('三') || disp.includes('3-Player'))
    return true;
  return names[3] === '' && first !== null && first.start[3] === 0;
}

/** Reads a parsed tenhou.net/6 JSON object (the caller knows it has a `log` array). */
export function readTenhou6(root: Record<string, unknown>): Result<OnlineLog> {
  const unreadable = { ok: false as const, error: IMPORT_MESSAGES.unreadable };
  const rule = isRecord(root.rule) ? root.rule : {};
  const disp = typeof rule.disp === 'string' ? rule.disp : '';
  const rawNames = Array.isArray(root.name) ? root.name : [];
  const rawHands = root.log as unknown[];
  if (rawHands.length > LIMITS.hands) return { ok: false, error: IMPORT_MESSAGES.tooManyHands(LIMITS.hands) };
  const hands: LogHand[] = [];
  for (const raw of rawHands) {
    const hand = readHand(raw);
    if (!hand) {
      const first = Array.isArray(raw) && Array.isArray(raw[1]) ? raw[1] : [];
      if (first.length === 3) return { ok: false, error: IMPORT_MESSAGES.threePlayers };
      return unreadable;
    }
    hands.push(hand);
  }
  if (threePlayers(root, rawNames, disp, hands[0] ?? null))
    return { ok: false, error: IMPORT_MESSAGES.threePlayers };
  if (rawNames.length !== SEATS || !rawNames.every((name) => typeof name === 'string' && name.length <= 100))
    return unreadable;
  const first = hands[0];
  if (!first) return unreadable;
  const total = first.start.reduce((a, b) => a + b, 0) + 1000 * first.sticks;
  return {
    ok: true,
    value: {
      format: 'tenhou6',
      platform: platformOf(root, disp),
      logId: typeof root.ref === 'string' && root.ref.length <= 100 && root.ref !== '' ? root.ref : null,
      names: rawNames as string[],
      tonpuusen: tonpuusenOf(disp),
      redFives: redFivesOf(rule, disp),
      hands,
      final: finalScores(root.sc, total),
    },
  };
}
