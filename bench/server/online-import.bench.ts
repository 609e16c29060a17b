/**
 * Importing an online game (docs/performance.md, « Online game import »):
 * - reading and checking a 20-hand tenhou.net/6 log (readOnlineLog + importGame under Tenhou's rules),
 *   next to its floor, `JSON.parse` of the same text (what any reader must do at least);
 * - a 2 MB hostile text refused (deep nesting, a huge array, an XML DOCTYPE, 400 000 XML elements, a
 *   body nested around its log through the route), each next to one pass over its characters; with
 *   the heap it left behind.
 * Printed, never asserted.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { buildApp } from '@mj/server';
import { initialGameState, rulesOf, settleRound, WINDS } from '@mj/domain';
import type { GameState, RoundPayload } from '@mj/domain';
import { importGame, readOnlineLog } from '@mj/online-logs';
import { emitSection, median } from '../lib/report.mjs';

const IDS = ['a', 'b', 'c', 'd'];
const RULES = rulesOf('tenhou');
const MB2 = 2 * 1024 * 1024;

/**
 * A round of the pattern: the dealer's ron, a draw with the dealer tenpai, the dealer's tsumo, a ron on
 * the dealer. The deal passes once in four hands, so the 20 hands end in South, as Tenhou's game would
 * (past South 4 it plays West only while nobody has 30 000).
 */
function roundAt(index: number, state: GameState): RoundPayload {
  const dealerSeat = state.tour_actuel - 1;
  const seat = (offset: number) => IDS[(dealerSeat + offset) % 4] as string;
  const base = {
    perdant: null,
    han: {},
    fu: {},
    riichi_players: [] as string[],
    tenpai: [] as string[],
    gagnant: [] as string[],
  };
  switch (index % 4) {
    case 0:
      return {
        ...base,
        type_victoire: 'ron',
        gagnant: [seat(0)],
        perdant: seat(2),
        han: { [seat(0)]: 3 },
        fu: { [seat(0)]: 30 },
        riichi_players: [seat(0)],
      };
    case 1:
      return { ...base, type_victoire: 'tenpai', tenpai: [seat(0), seat(3)] };
    case 2:
      return {
        ...base,
        type_victoire: 'tsumo',
        gagnant: [seat(0)],
        han: { [seat(0)]: 2 },
        fu: { [seat(0)]: 40 },
      };
    default:
      return { ...base, type_victoire: 'ron', gagnant: [seat(2)], perdant: seat(0), han: { [seat(2)]: 5 } };
  }
}

/** A 20-hand Tenhou game written as tenhou.net/6 JSON, its deltas from the domain's own settlement. */
function twentyHandLog(): string {
  let state = initialGameState(IDS, RULES);
  const hands: unknown[] = [];
  for (let index = 0; index < 20; index += 1) {
    const round = roundAt(index, state);
    const settled = settleRound(state, round, RULES);
    if (!settled.ok) throw new Error(settled.error);
    const seatOf = (id: string) => IDS.indexOf(id);
    const delta = IDS.map(
      (id) => (settled.delta[id] as number) + (round.riichi_players.includes(id) ? 1000 : 0),
    );
    // Each seat as a real hand writes it: 13 tiles, about 15 draws and 15 discards (a riichi marked).
    const tiles = (from: number) => Array.from({ length: 15 }, (_, i) => 11 + ((from + i) % 27));
    const seats = IDS.flatMap((id, seat) => {
      const discards: (number | string)[] = tiles(seat + 3);
      if (round.riichi_players.includes(id)) discards[8] = `r${discards[8] as number}`;
      return [tiles(seat).slice(0, 13), tiles(seat + 1), discards];
    });
    const roundIndex = WINDS.indexOf(state.vent) * 4 + state.tour_actuel - 1;
    let result: unknown[];
    if (round.type_victoire === 'tenpai') result = ['流局', delta];
    else {
      const winner = round.gagnant[0] as string;
      const from = round.perdant ? seatOf(round.perdant) : seatOf(winner);
      const han = round.han[winner] as number;
      const points = han >= 5 ? '満貫' : `${round.fu[winner] as number}符${han}飜`;
      result = ['和了', delta, [seatOf(winner), from, seatOf(winner), `${points}1000点`, `ドラ(${han}飜)`]];
    }
    hands.push([
      [roundIndex, state.dealer_stack, state.riichi_stack],
      IDS.map((id) => state.scores[id]),
      [],
      [],
      ...seats,
      result,
    ]);
    state = settled.next;
  }
  const final = IDS.map((id) => state.scores[id] as number);
  final[final.indexOf(Math.max(...final))]! += 1000 * state.riichi_stack;
  return JSON.stringify({
    name: ['A', 'B', 'C', 'D'],
    rule: { disp: '般南喰赤', aka: 1 },
    log: hands,
    sc: final.flatMap((s) => [s, 0]),
  });
}

function averageMs(work: () => unknown, runs: number): number {
  for (let i = 0; i < 5; i += 1) work();
  const start = performance.now();
  for (let i = 0; i < runs; i += 1) work();
  return (performance.now() - start) / runs;
}

/** One pass over a text's characters: the least any check of it does. */
function onePass(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 0x5b) count += 1;
  return count;
}

const HOSTILE: [string, string][] = [
  ['deep nesting', `{"log":${'['.repeat(MB2 / 2 - 8)}${']'.repeat(MB2 / 2 - 8)}}`],
  ['a huge array', `{"log":[${'0,'.repeat(MB2 / 2 - 8)}0]}`],
  ['XML with a DOCTYPE', `<!DOCTYPE x [<!ENTITY a "${'a'.repeat(MB2 - 64)}">]><mjloggm>&a;</mjloggm>`],
  ['400 000 XML elements', `<mjloggm>${'<T1/>'.repeat((MB2 - 32) / 5)}</mjloggm>`],
];

async function main() {
  const text = twentyHandLog();
  const read = readOnlineLog(text);
  if (!read.ok) throw new Error(read.error);
  const checked = importGame(read.value, IDS, RULES);
  if (!checked.ok || checked.value.rounds.length !== 20)
    throw new Error(checked.ok ? 'rounds' : checked.error);
  const importMs = averageMs(() => {
    const log = readOnlineLog(text);
    return log.ok && importGame(log.value, IDS, RULES);
  }, 300);
  const parseMs = averageMs(() => JSON.parse(text), 300);

  const hostile = HOSTILE.map(([name, body]) => {
    const heapBefore = process.memoryUsage().heapUsed;
    const refusal = readOnlineLog(body);
    if (refusal.ok) throw new Error(`${name} was read`);
    const heapAfter = process.memoryUsage().heapUsed;
    return {
      name: `2 MB hostile text refused: ${name}`,
      value: averageMs(() => readOnlineLog(body), 5),
      unit: 'ms',
      digits: 2,
      floor: averageMs(() => onePass(body), 5),
      floorName: 'one pass over its characters',
      target: { op: '<=' as const, limit: 200 },
      note: `heap +${((heapAfter - heapBefore) / 2 ** 20).toFixed(1)} MiB`,
    };
  });

  // Through the route: a 2 MB body nested around its log, as a client could send it.
  const app = await buildApp({
    jwtSecret: randomBytes(32).toString('base64url'),
    rateLimits: false,
    logger: false,
  });
  try {
    const signup = await app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { pseudo: `import${randomBytes(3).toString('hex')}`, password: 'motdepasse-de-bench' },
    });
    const token = signup.json<{ token: string }>().token;
    const body = `{"contenu":"x","regles":${'['.repeat(MB2 / 2 - 32)}${']'.repeat(MB2 / 2 - 32)}}`;
    const post = () =>
      app.inject({
        method: 'POST',
        url: '/api/parties/import',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: body,
      });
    const first = await post();
    if (first.statusCode !== 422) throw new Error(`hostile body answered ${first.statusCode}`);
    const samples: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const start = performance.now();
      await post();
      samples.push(performance.now() - start);
    }
    hostile.push({
      name: 'POST /parties/import, 2 MB nested body refused',
      value: median(samples),
      unit: 'ms',
      digits: 2,
      floor: averageMs(() => onePass(body), 5),
      floorName: 'one pass over its characters',
      target: { op: '<=', limit: 200 },
      note: 'app.inject, no socket',
    });
  } finally {
    await app.close();
  }

  emitSection('Online game import (packages/online-logs)', [
    {
      name: 'read and check a 20-hand tenhou.net/6 log',
      value: importMs,
      unit: 'ms',
      digits: 3,
      floor: parseMs,
      floorName: 'JSON.parse of the same text',
      target: { op: '<=', limit: 20 },
      note: `${(text.length / 1024).toFixed(1)} KiB`,
    },
    ...hostile,
  ]);
}

void main();
