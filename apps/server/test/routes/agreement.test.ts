/**
 * The same answer everywhere: random small tournaments (any preset, chombo overrides, chombos, penalties
 * given and removed, sheets signed or awaiting their signature, a substitute) are played over HTTP, then
 * the ranking, the EMA workbook (XLSX), its CSV, the results page's data (the tournament's games and its
 * penalties list) must give every player the same figures, to the tenth.
 */
import { describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import {
  gameResult,
  parametersOf,
  PRESET_IDS,
  rulesOf,
  type RoundPayload,
  type RulesChoice,
} from '@mj/domain';
import { chombo, PLAYERS } from '@mj/domain/testing';
import { validRoundUnder } from '@mj/domain/testing/arbitraries';
import { backends, call, createTournament, tournamentCast, type TestUser } from '../helper';

/** Seats 0–4 are the tournament's players, 5 its substitute. */
const PLAYER_COUNT = 6;
const SUBSTITUTE = 5;

const rulesArbitrary: fc.Arbitrary<RulesChoice> = fc.oneof(
  fc.constantFrom(...PRESET_IDS),
  fc
    .constantFrom(...PRESET_IDS)
    .map((base) => ({ base, chombo: { mode: 'apres_uma' as const, points: 30000 } })),
);

/** A game: four seats among the six, rounds entered hand by hand or final scores, signed or not. */
const gameArbitrary = (regles: RulesChoice) =>
  fc.record({
    seats: fc.shuffledSubarray([0, 1, 2, 3, 4, SUBSTITUTE], { minLength: 4, maxLength: 4 }),
    // Any valid round, chombos more often than chance alone would bring them.
    rounds: fc.array(
      fc.oneof(
        { weight: 3, arbitrary: validRoundUnder(rulesOf(regles)) },
        { weight: 1, arbitrary: fc.constantFrom(...PLAYERS).map((offender) => chombo(offender)) },
      ),
      { maxLength: 5 },
    ),
    // Now and then final scores instead, in hundreds for the first three seats; the fourth makes the sum.
    manual: fc.oneof(
      { weight: 3, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.tuple(...[0, 1, 2].map(() => fc.integer({ min: -100, max: 600 }))) },
    ),
    signed: fc.boolean(),
  });

const tournamentArbitrary = rulesArbitrary.chain((regles) =>
  fc.record({
    regles: fc.constant(regles),
    signatures: fc.oneof(
      { weight: 2, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
    games: fc.array(gameArbitrary(regles), { minLength: 1, maxLength: 3 }),
    penalties: fc.array(
      fc.record({
        seat: fc.nat(SUBSTITUTE),
        tenths: fc.integer({ min: -80, max: -1 }),
        removed: fc.boolean(),
      }),
      { maxLength: 3 },
    ),
  }),
);

type Case = typeof tournamentArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** A round generated for the testing seats, with the game's real players in their place. */
function seated(round: RoundPayload, joueurs: readonly string[]): unknown {
  const real = (id: string) => joueurs[PLAYERS.indexOf(id)] as string;
  const keyed = (values: Record<string, number> | undefined) =>
    values && Object.fromEntries(Object.entries(values).map(([id, value]) => [real(id), value]));
  return {
    ...round,
    gagnant: round.gagnant.map(real),
    perdant: round.perdant === null ? null : real(round.perdant),
    riichi_players: round.riichi_players.map(real),
    tenpai: round.tenpai.map(real),
    han: keyed(round.han),
    fu: keyed(round.fu),
    ...(round.yakuman && { yakuman: keyed(round.yakuman) }),
  };
}

interface WireGame {
  id: string;
  joueurs: string[];
  scores: Record<string, number>;
  regles: RulesChoice;
  etat: string;
  a_valider: boolean;
}

interface SheetRow {
  points: number;
  score: number;
}

const tenths = (value: number) => Math.round(value * 10);

describe.each(backends)('a tournament’s figures agree on %s', (backend) => {
  const cast = tournamentCast(backend, PLAYER_COUNT, 'accord');
  const api = (as: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    call(cast.app, as, { method, url: `/api${url}`, ...(payload !== undefined && { payload }) });
  const admin = () => cast.admin;

  async function play(tournament: Case): Promise<string> {
    const id = await createTournament(cast.app, admin(), {
      joueurs: cast.ids.slice(0, SUBSTITUTE),
      regles: tournament.regles,
      validation_feuilles: tournament.signatures ? 'arbitre' : 'aucune',
    });
    const added = await api(admin(), 'POST', `/tournois/${id}/joueurs/add`, {
      user_id: cast.ids[SUBSTITUTE],
      remplacant: true,
    });
    expect(added.statusCode).toBe(200);
    const depart = parametersOf(tournament.regles).depart;
    for (const game of tournament.games) {
      const joueurs = game.seats.map((seat) => cast.ids[seat] as string);
      let gameId: string;
      if (game.manual) {
        const [a, b, c] = game.manual.map((hundreds) => hundreds * 100) as [number, number, number];
        const scores = [a, b, c, 4 * depart - a - b - c];
        const created = await api(admin(), 'POST', '/parties/manuelle', {
          joueurs,
          scores: Object.fromEntries(joueurs.map((player, i) => [player, scores[i]])),
          date_debut: '2025-09-20T10:00:00.000Z',
          tournoi_id: id,
        });
        expect(created.statusCode).toBe(201);
        gameId = created.json<{ id: string }>().id;
      } else {
        const created = await api(admin(), 'POST', '/parties', { joueurs, tournoi_id: id });
        expect(created.statusCode).toBe(201);
        gameId = created.json<{ id: string }>().id;
        for (const round of game.rounds) {
          const posted = await api(admin(), 'POST', `/parties/tours/${gameId}`, seated(round, joueurs));
          // Past the end the rules set (no West round, or somebody at Tenhou's 30 000), the game is over.
          if (posted.statusCode !== 201) break;
        }
        expect((await api(admin(), 'POST', `/parties/${gameId}/finish`)).statusCode).toBe(200);
      }
      if (tournament.signatures && game.signed)
        expect((await api(admin(), 'POST', `/parties/${gameId}/validation`)).statusCode).toBe(200);
    }
    for (const penalty of tournament.penalties) {
      const given = await api(admin(), 'POST', `/tournois/${id}/penalites`, {
        joueur: cast.ids[penalty.seat],
        points: penalty.tenths / 10,
        motif: 'Retard',
      });
      expect(given.statusCode).toBe(201);
      if (penalty.removed) {
        const penaltyId = given.json<{ id: string }>().id;
        expect((await api(admin(), 'DELETE', `/tournois/${id}/penalites/${penaltyId}`)).statusCode).toBe(204);
      }
    }
    return id;
  }

  /** The EMA table's rows by last name (the players share no identity: their pseudo stands there). */
  async function emaRows(id: string) {
    const csv = (await api(admin(), 'GET', `/tournois/${id}/export/ema?format=csv`)).body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .slice(1)
      .map((line) => line.split(';'));
    const fromCsv = new Map<string, SheetRow>(
      csv.map((cells) => [cells[2] as string, { points: Number(cells[4]), score: Number(cells[5]) }]),
    );
    const workbook = new ExcelJS.Workbook();
    const sheet = await api(admin(), 'GET', `/tournois/${id}/export/ema`);
    await workbook.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const fromXlsx = new Map<string, SheetRow>();
    workbook.worksheets[0]!.eachRow((row, number) => {
      if (number < 7) return;
      const cells = (row.values as unknown[]).slice(1);
      fromXlsx.set(String(cells[2]), { points: Number(cells[4]), score: Number(cells[5]) });
    });
    return { fromCsv, fromXlsx };
  }

  it('ranking, EMA workbook, CSV, results page and penalties list give the same figures', async () => {
    await fc.assert(
      fc.asyncProperty(tournamentArbitrary, async (tournament) => {
        const id = await play(tournament);
        const { classement } = (await api(admin(), 'GET', `/tournois/${id}/classement`)).json<{
          classement: Record<string, number>;
        }>();
        const penalties = (await api(admin(), 'GET', `/tournois/${id}/penalites`)).json<
          { joueur: string; points: number; supprimee_le: string | null }[]
        >();
        const games = (await api(admin(), 'GET', `/tournois/${id}/parties`)).json<WireGame[]>();
        const { fromCsv, fromXlsx } = await emaRows(id);

        // The results page's reading: each counted game's result (chombos aside) plus the penalties list.
        const counted = games.filter((game) => game.etat === 'terminé' && !game.a_valider);
        const results: Record<string, number> = {};
        const scores: Record<string, number> = {};
        for (const game of counted) {
          const seatOrder = Object.fromEntries(
            game.joueurs.map((player) => [player, game.scores[player] ?? 0]),
          );
          const outcome = gameResult({ scores: seatOrder }, rulesOf(game.regles));
          if (!outcome.ok) throw new Error(outcome.error);
          const depart = parametersOf(game.regles).depart;
          for (const player of game.joueurs) {
            results[player] = (results[player] ?? 0) + (outcome.result[player] as number);
            scores[player] = (scores[player] ?? 0) + (seatOrder[player] as number) - depart;
          }
        }
        for (const penalty of penalties)
          if (penalty.supprimee_le === null)
            results[penalty.joueur] = (results[penalty.joueur] ?? 0) + penalty.points * 1000;

        // The EMA table lists the ranking's players, no one else.
        const ranked = Object.keys(classement);
        expect(fromCsv.size).toBe(ranked.length);
        expect(fromXlsx.size).toBe(ranked.length);
        for (const [index, player] of cast.ids.entries()) {
          const pseudo = cast.players[index]!.pseudo;
          const ranking = tenths(classement[player] ?? 0);
          expect(tenths((results[player] ?? 0) / 1000)).toBe(ranking);
          if (!ranked.includes(player)) continue;
          const figures = {
            csv: tenths(fromCsv.get(pseudo)!.points),
            xlsx: tenths(fromXlsx.get(pseudo)!.points),
            csvScore: fromCsv.get(pseudo)!.score,
            xlsxScore: fromXlsx.get(pseudo)!.score,
          };
          expect(figures).toEqual({
            csv: ranking,
            xlsx: ranking,
            csvScore: scores[player] ?? 0,
            xlsxScore: scores[player] ?? 0,
          });
        }
      }),
      // A few tournaments, always the same ones: each is some fifty requests.
      { numRuns: 5, seed: 36 },
    );
  });
});
