/**
 * The EMA's results workbook (MERS tournaments): the ranking with shared positions and base ranks, the
 * players' names, EMA numbers and countries, and the checks an organiser would otherwise do by hand.
 * The XLSX is written here on the server by exceljs, loaded on the first export only.
 */
import {
  chomboPenaltyOf,
  countryAlpha3,
  describeRules,
  rulesOf,
  emaResults,
  gameResult,
  toRankingPoints,
  formatPoints,
} from '@mj/domain';
import type { EmaChecks, Profile } from '@mj/contract';
import type { GameRow, UserRow } from '../db/schema';
import type { Repositories } from '../repositories';
import type { Tournament } from '../repositories/tournaments';
import { SERVER_MESSAGES } from '../messages';
import { csvDocument, fileName } from '../csv';
import { tournamentFor } from './access';
import { organiserProfiles } from './identity';
import { rankedGame, standingOf } from './standings';

/** The EMA counts at most this many substitutes in a tournament. */
export const EMA_MAX_SUBSTITUTES = 3;

export const EMA_HEADERS = [
  'Position',
  'First name',
  'Last name',
  'EMA number',
  'Table points',
  'Score',
  'Country',
  'Substitute',
  'Base rank',
] as const;

export interface EmaRow {
  userId: string;
  /** Whether the player shared their identity with the tournament (else the pseudo stands alone). */
  shared: boolean;
  position: number;
  prenom: string;
  nom: string;
  numeroEma: string;
  points: number;
  score: number;
  pays: string;
  remplacant: boolean;
  baseRank: number;
}

interface EmaSheet {
  tournament: Tournament;
  rows: EmaRow[];
  /** The counted games (those the ranking counts). */
  games: GameRow[];
  users: Map<string, UserRow>;
}

/** A calendar day in France (where the app's tournaments are played), YYYY-MM-DD. */
const parisDay = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

/** Last name, then first name, else the pseudo: how tied players are ordered on the sheet. */
const labelOf = (profile: Profile | undefined, user: UserRow | undefined, id: string) =>
  [profile?.nom, profile?.prenom].filter(Boolean).join(' ') || user?.pseudo || id;

async function emaSheet(repos: Repositories, user: UserRow, tournamentId: string): Promise<EmaSheet> {
  const tournament = await tournamentFor(repos, tournamentId, user, 'staff');
  // The ranking's figures: « Table points » its total, « Score » over the same counted games.
  const standing = await standingOf(repos, tournament);
  const { points: ranking, places } = standing;
  const ids = Object.keys(ranking);
  const users = new Map((await repos.users.findMany(ids)).map((row) => [row.id, row]));
  // Only what each player shared with this tournament (as frozen at its finish).
  const profiles = await organiserProfiles(repos, tournament, ids);
  const label = (id: string) => labelOf(profiles.get(id), users.get(id), id);
  const rows = emaResults(
    ranking,
    label,
    // With stages the Position follows the final order (finalists first), not the totals.
    tournament.phases.length > 0 ? places : undefined,
  ).map((row) => {
    const profile = profiles.get(row.userId);
    const named = Boolean(profile?.nom || profile?.prenom);
    return {
      userId: row.userId,
      shared: profile !== undefined,
      position: row.position,
      prenom: profile?.prenom ?? '',
      // Without a name, the pseudo stands in the last name column (the checks flag the missing number).
      nom: profile?.nom ?? (named ? '' : (users.get(row.userId)?.pseudo ?? '')),
      numeroEma: profile?.numero_ema ?? '',
      points: row.points,
      score: standing.scores[row.userId] ?? 0,
      pays: profile?.pays ? (countryAlpha3(profile.pays) ?? '') : '',
      remplacant: tournament.remplacants.includes(row.userId),
      baseRank: row.baseRank,
    };
  });
  return { tournament, rows, games: standing.counted, users };
}

/** The first sheet's rows 1–4: name, city and country, dates and days, player count and rules. */
function headerRows({ tournament, rows, games }: EmaSheet): (string | number)[][] {
  const ends = games.map((game) => game.dateFin ?? game.dateDebut);
  const last = tournament.dateFin ?? ends.reduce((a, b) => (b > a ? b : a), tournament.dateDebut);
  const first = parisDay(tournament.dateDebut);
  const end = parisDay(last);
  const days = Math.round((Date.parse(end) - Date.parse(first)) / 86_400_000) + 1;
  return [
    ['Tournament', tournament.nom],
    [
      'City',
      tournament.ville ?? '',
      'Country',
      tournament.pays ? (countryAlpha3(tournament.pays) ?? '') : '',
    ],
    ['Dates', first === end ? first : `${first} – ${end}`, 'Days', days],
    ['Players', rows.length, 'Rules', describeRules(tournament.regles)],
  ];
}

const rowCells = (row: EmaRow) => [
  row.position,
  row.prenom,
  row.nom,
  row.numeroEma,
  row.points,
  row.score,
  row.pays,
  row.remplacant ? 'Yes' : 'No',
  row.baseRank,
];

/** GET /tournois/{id}/export/ema: the workbook (XLSX). */
export async function emaWorkbook(repos: Repositories, user: UserRow, tournamentId: string) {
  const sheet = await emaSheet(repos, user, tournamentId);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const results = workbook.addWorksheet('Results');
  headerRows(sheet).forEach((cells, i) => {
    results.getRow(i + 1).values = cells;
  });
  results.getRow(1).font = { bold: true };
  const headers = results.getRow(6);
  headers.values = [...EMA_HEADERS];
  headers.font = { bold: true };
  sheet.rows.forEach((row, i) => {
    const line = results.getRow(7 + i);
    line.values = rowCells(row);
    // Kept as text so that the leading zero (the country's prefix, 04 for France) survives.
    line.getCell(4).numFmt = '@';
    line.getCell(5).numFmt = '0.0';
  });
  results.columns.forEach((column, i) => {
    column.width = i === 0 ? 12 : 16;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return { buffer: Buffer.from(buffer), name: emaFileName(sheet.tournament, 'xlsx') };
}

/** GET /tournois/{id}/export/ema?format=csv: the same table (csv.ts: UTF-8 with a BOM for Excel, « ; »). */
export async function emaCsv(repos: Repositories, user: UserRow, tournamentId: string) {
  const sheet = await emaSheet(repos, user, tournamentId);
  return {
    text: csvDocument([[...EMA_HEADERS], ...sheet.rows.map(rowCells)]),
    name: emaFileName(sheet.tournament, 'csv'),
  };
}

const emaFileName = (tournament: Tournament, extension: string) =>
  fileName('EMA', tournament.nom, 'tournoi', extension);

const names = (ids: readonly string[], users: Map<string, UserRow>) =>
  ids.map((id) => users.get(id)?.pseudo ?? id).join(', ');

/** GET /tournois/{id}/export/ema/controles: what to fix before sending the workbook. */
export async function emaChecks(
  repos: Repositories,
  user: UserRow,
  tournamentId: string,
): Promise<EmaChecks> {
  const sheet = await emaSheet(repos, user, tournamentId);
  const alertes: EmaChecks['alertes'] = [];
  const notShared = sheet.rows.filter((row) => !row.shared).map((row) => row.userId);
  if (notShared.length > 0)
    alertes.push({
      code: 'identite',
      message: SERVER_MESSAGES.emaIdentityNotShared(names(notShared, sheet.users)),
      joueurs: notShared,
      partie_id: null,
    });
  // Who has not shared is named once, above, not again for each missing field.
  const withoutNumber = sheet.rows.filter((row) => row.shared && !row.numeroEma).map((row) => row.userId);
  if (withoutNumber.length > 0)
    alertes.push({
      code: 'numero_ema',
      message: SERVER_MESSAGES.emaMissingNumber(names(withoutNumber, sheet.users)),
      joueurs: withoutNumber,
      partie_id: null,
    });
  const withoutCountry = sheet.rows.filter((row) => row.shared && !row.pays).map((row) => row.userId);
  if (withoutCountry.length > 0)
    alertes.push({
      code: 'pays',
      message: SERVER_MESSAGES.emaMissingCountry(names(withoutCountry, sheet.users)),
      joueurs: withoutCountry,
      partie_id: null,
    });
  for (const game of sheet.games) {
    const rules = rulesOf(game.regles);
    const outcome = gameResult(rankedGame(game), rules);
    const ids = game.joueurs;
    // Chombo penalties leave the table (they are not paid to the others): added back before summing.
    const penalty = chomboPenaltyOf(rules);
    const penalties = ids.reduce((sum, id) => sum + penalty * (game.chombos[id] ?? 0), 0);
    const sum = outcome.ok ? ids.reduce((total, id) => total + (outcome.result[id] ?? 0), penalties) : NaN;
    if (!outcome.ok || Math.abs(sum) >= 1)
      alertes.push({
        code: 'somme',
        message: SERVER_MESSAGES.emaGameNotZeroSum(
          game.nom,
          Number.isNaN(sum) ? '?' : formatPoints(toRankingPoints(sum)),
        ),
        joueurs: ids,
        partie_id: game.id,
      });
  }
  const substitutes = sheet.rows.filter((row) => row.remplacant).map((row) => row.userId);
  if (substitutes.length > EMA_MAX_SUBSTITUTES)
    alertes.push({
      code: 'remplacants',
      message: SERVER_MESSAGES.emaTooManySubstitutes(substitutes.length, EMA_MAX_SUBSTITUTES),
      joueurs: substitutes,
      partie_id: null,
    });
  return { alertes };
}
