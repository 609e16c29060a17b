/**
 * Tenhou's mjlog XML (`<mjloggm ver="2.3">`): flat elements, one per event. What the import reads
 * (test/README.md lists the sources): `GO type` (rule bits: 0x02 no red fives, 0x08 hanchan, 0x10 three
 * players), `UN n0…n3` (URL-encoded names), `INIT seed="round,honba,sticks,…" ten="…"` (scores in
 * hundreds), `REACH who step="2"` (the stick goes down), `AGARI` (one per winner: `ten="fu,points,limit"`,
 * `yaku="id,han,…"`, `yakuman="id,…"`, `who`, `fromWho`, `paoWho`, `sc="score,delta,…"` in hundreds),
 * `RYUUKYOKU` (`type` of an abortive draw or `nm`, `hai0…hai3` the hands shown tenpai) and `owari` on the
 * last result (the final scores). The XML itself is read by saxes: no DTD, no entity but XML's five, a
 * bounded number of elements.
 */
import type { Result } from '@mj/domain';
import { SaxesParser } from 'saxes';
import { LIMITS } from './bounds';
import { IMPORT_MESSAGES } from './messages';
import type { AbortReason, LogHand, OnlineLog } from './model';
import { addDelta, SEATS, type OpenHand } from './model';

type Attributes = Record<string, string>;
interface Element {
  name: string;
  attributes: Attributes;
}

/** The elements the import reads; draws, discards and calls (T12, D34, N…) are skipped as they stream. */
const KEPT = new Set(['mjloggm', 'GO', 'UN', 'INIT', 'REACH', 'AGARI', 'RYUUKYOKU']);

class RefusedXml extends Error {}

/** The mjlog's elements, or null when the text is not well-formed XML within the limits. */
function elementsOf(text: string): Element[] | null {
  const parser = new SaxesParser({ position: false });
  const elements: Element[] = [];
  let count = 0;
  let depth = 0;
  parser.on('doctype', () => {
    throw new RefusedXml('doctype');
  });
  parser.on('opentag', (tag) => {
    count += 1;
    depth += 1;
    // An mjlog is one root and its flat children.
    if (count > LIMITS.xmlElements || depth > 2) throw new RefusedXml('bounds');
    if (KEPT.has(tag.name))
      elements.push({ name: tag.name, attributes: { ...tag.attributes } as Attributes });
  });
  parser.on('closetag', () => {
    depth -= 1;
  });
  parser.on('error', (error) => {
    throw error;
  });
  try {
    parser.write(text).close();
  } catch {
    return null;
  }
  return elements;
}

/** Comma-separated integers, or null. */
function numbers(value: string | undefined): number[] | null {
  if (value === undefined || value === '') return null;
  const list = value.split(',').map(Number);
  return list.every(Number.isSafeInteger) ? list : null;
}

/** Even entries of `score,delta,score,delta,…` (hundreds) as points, or the odd ones. */
const pick = (list: number[], offset: 0 | 1): number[] =>
  Array.from({ length: SEATS }, (_, seat) => (list[2 * seat + offset] as number) * 100);

/** `owari`'s scores (hundreds; its points in between may have decimals), as points. */
function finalScores(owari: string): number[] | null {
  const list = owari.split(',').map(Number);
  if (list.length < 2 * SEATS) return null;
  const scores = pick(list, 0);
  return scores.every(Number.isSafeInteger) ? scores : null;
}

const seatOf = (value: string | undefined): number | null => {
  const seat = Number(value);
  return Number.isInteger(seat) && seat >= 0 && seat < SEATS ? seat : null;
};

const ABORTS: Record<string, AbortReason> = {
  yao9: 'neuf-terminaux',
  kaze4: 'quatre-vents',
  reach4: 'quatre-riichi',
  kan4: 'quatre-kans',
  ron3: 'triple-ron',
};

function decodeName(value: string | undefined): string | null {
  if (value === undefined) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function readAgari(open: OpenHand, a: Attributes): boolean {
  const who = seatOf(a.who);
  const from = seatOf(a.fromWho);
  const sc = numbers(a.sc);
  const ten = numbers(a.ten);
  if (who === null || from === null || !sc || sc.length < 2 * SEATS || !ten) return false;
  const yakuman = numbers(a.yakuman)?.length ?? 0;
  const yaku = numbers(a.yaku) ?? [];
  const han = yaku.reduce((sum, value, index) => (index % 2 === 1 ? sum + value : sum), 0);
  const liable = a.paoWho === undefined ? null : seatOf(a.paoWho);
  const delta = pick(sc, 1);
  open.wins.push({
    winner: who,
    from: from === who ? null : from,
    pao: liable === who ? null : liable,
    han: yakuman > 0 ? null : han,
    fu: ten[0] ?? null,
    yakuman,
    gain: delta[who] as number,
  });
  addDelta(open, delta);
  open.outcome = { kind: 'win', wins: open.wins };
  return true;
}

function readRyuukyoku(open: OpenHand, a: Attributes): boolean {
  const sc = numbers(a.sc);
  if (!sc || sc.length < 2 * SEATS) return false;
  const delta = pick(sc, 1);
  addDelta(open, delta);
  const tenpai = [0, 1, 2, 3].filter((seat) => a[`hai${seat}`] !== undefined);
  const type = a.type;
  if (type === undefined) open.outcome = { kind: 'draw', tenpai };
  else if (type === 'nm') {
    const makers = delta.flatMap((value, seat) => (value > 0 ? [seat] : []));
    open.outcome = { kind: 'nagashi', makers, tenpai };
  } else {
    const reason = ABORTS[type];
    if (!reason) return false;
    open.outcome = { kind: 'abort', reason };
  }
  return true;
}

/** Reads an mjlog's text (the caller saw it begin with `<`). */
export function readMjlog(text: string): Result<OnlineLog> {
  const unreadable = { ok: false as const, error: IMPORT_MESSAGES.unreadable };
  const elements = elementsOf(text);
  if (!elements || elements[0]?.name !== 'mjloggm') return unreadable;
  let names: string[] | null = null;
  let type = 0;
  let final: number[] | null = null;
  const hands: LogHand[] = [];
  let open: OpenHand | null = null;
  const close = (): boolean => {
    if (!open) return true;
    if (!open.outcome) return false;
    hands.push({ ...open.hand, outcome: open.outcome, delta: open.delta });
    open = null;
    return hands.length <= LIMITS.hands;
  };
  for (const { name, attributes: a } of elements) {
    if (name === 'GO') type = Number(a.type) || 0;
    else if (name === 'UN' && !names) {
      const read = [0, 1, 2, 3].map((seat) => decodeName(a[`n${seat}`]));
      if (read.some((entry) => entry === null)) {
        if (read[3] === null || read[3] === '') return { ok: false, error: IMPORT_MESSAGES.threePlayers };
        return unreadable;
      }
      names = read as string[];
    } else if (name === 'INIT') {
      if (!close()) return unreadable;
      const seed = numbers(a.seed);
      const ten = numbers(a.ten);
      if (!seed || seed.length < 3 || !ten) return unreadable;
      if (ten.length !== SEATS) return { ok: false, error: IMPORT_MESSAGES.threePlayers };
      const [round, honba, sticks] = seed as [number, number, number];
      if (round < 0 || round >= 16 || honba < 0 || sticks < 0) return unreadable;
      open = {
        hand: { round, honba, sticks, start: ten.map((score) => score * 100), riichi: [] },
        wins: [],
        outcome: null,
        delta: null,
      };
    } else if (name === 'REACH') {
      const who = seatOf(a.who);
      if (open && who !== null && a.step === '2' && !open.hand.riichi.includes(who))
        open.hand.riichi.push(who);
    } else if (name === 'AGARI' || name === 'RYUUKYOKU') {
      if (!open) return unreadable;
      if (!(name === 'AGARI' ? readAgari(open, a) : readRyuukyoku(open, a))) return unreadable;
      if (a.owari !== undefined) {
        final = finalScores(a.owari);
        if (!final) return unreadable;
      }
    }
  }
  // A hand begun and never ended: the log was cut during the game.
  if (open !== null && (open as OpenHand).outcome === null)
    return { ok: false, error: IMPORT_MESSAGES.unfinished };
  if (!close() || hands.length === 0) return unreadable;
  // Bit 0x10: three players; names missing for the fourth seat say the same.
  if (type & 0x10 || names?.[3] === '') return { ok: false, error: IMPORT_MESSAGES.threePlayers };
  if (!names) return unreadable;
  return {
    ok: true,
    value: {
      format: 'mjlog',
      platform: 'tenhou',
      // An mjlog does not carry its own id (it is the file's name).
      logId: null,
      names,
      tonpuusen: (type & 0x08) === 0,
      redFives: (type & 0x02) === 0,
      hands,
      final,
    },
  };
}
