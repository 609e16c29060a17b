/**
 * A league's seasons and their standings. Standings are never stored: every read takes the league's games
 * as they are now (a corrected round, a deleted game, a validated sheet, a ranking made visible) and asks
 * the domain (`seasonStandings`), with OpenSkill for « note ».
 */
import { FINISHED, type SeasonGame, seasonStandings, validateSeason } from '@mj/domain';
import type {
  CreateSeasonRequest,
  EditSeasonRequest,
  Season,
  SeasonStandings as WireStandings,
} from '@mj/contract';
import { csvDocument, fileName, type CsvCell } from '../csv';
import type { SeasonRow, UserRow } from '../db/schema';
import { notFound, unprocessable } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { Repositories, Transaction } from '../repositories';
import type { LeagueGame } from '../repositories/leagues';
import { checkLeagueRole, leagueFor, type LeagueRole } from './leagues';
import { openSkillRating } from './season-rating';
import { countsInStanding, seatOrderedScores } from './standings';

export const toSeason = (row: SeasonRow): Season => ({
  id: row.id,
  ligue_id: row.leagueId,
  nom: row.nom,
  date_debut: row.dateDebut,
  date_fin: row.dateFin,
  mesure: row.mesure,
  meilleures: row.meilleures,
  min_parties: row.minParties,
  regles: row.regles,
});

/** The season for a member of its league (404 for anyone else), or for an admin (403 for a member). */
async function seasonFor(repos: Repositories, id: string, user: UserRow, role: LeagueRole) {
  const season = await repos.leagues.findSeason(id);
  if (!season) throw notFound(SERVER_MESSAGES.seasonNotFound);
  // A change locks the league (as every change of a league does); a read only checks the membership.
  if (role === 'admin')
    await leagueFor(repos, season.leagueId, user, role, true, SERVER_MESSAGES.seasonNotFound);
  else await checkLeagueRole(repos, season.leagueId, user, role, SERVER_MESSAGES.seasonNotFound);
  return season;
}

function validSeason(input: Parameters<typeof validateSeason>[0]) {
  const valid = validateSeason(input);
  if (!valid.ok) throw unprocessable(valid.error);
  const { nom, date_debut, date_fin, mesure, meilleures, min_parties, regles } = valid.value;
  return {
    nom,
    dateDebut: date_debut,
    dateFin: date_fin,
    mesure,
    meilleures,
    minParties: min_parties,
    regles,
  };
}

export async function createSeason(
  transaction: Transaction,
  user: UserRow,
  leagueId: string,
  input: CreateSeasonRequest,
): Promise<Season> {
  return transaction(async (repos) => {
    const league = await leagueFor(repos, leagueId, user, 'admin', true);
    return toSeason(await repos.leagues.createSeason({ leagueId: league.id, ...validSeason(input) }));
  });
}

export async function seasonsOf(repos: Repositories, user: UserRow, leagueId: string): Promise<Season[]> {
  const league = await leagueFor(repos, leagueId, user, 'member');
  return (await repos.leagues.listSeasons(league.id)).map(toSeason);
}

/** PATCH /saisons/{id}: the change merged into the stored season, then checked as a whole. */
export async function editSeason(
  transaction: Transaction,
  user: UserRow,
  id: string,
  input: EditSeasonRequest,
): Promise<Season> {
  return transaction(async (repos) => {
    const season = toSeason(await seasonFor(repos, id, user, 'admin'));
    if (input.ligue_id !== undefined && input.ligue_id !== season.ligue_id)
      throw unprocessable(SERVER_MESSAGES.seasonOtherLeague);
    const fields = validSeason({ ...season, ...input });
    await repos.leagues.updateSeason(season.id, fields);
    return toSeason({ ...(await repos.leagues.findSeason(season.id))! });
  });
}

/** DELETE /saisons/{id}: the season goes, every game stays. */
export async function deleteSeason(transaction: Transaction, user: UserRow, id: string): Promise<void> {
  await transaction(async (repos) => {
    const season = await seasonFor(repos, id, user, 'admin');
    await repos.leagues.deleteSeason(season.id);
  });
}

/**
 * A league game as the season reads it. Its tournament holds it back while the tournament's ranking is
 * hidden, or while the game waits for a validation the tournament asks for.
 */
function seasonGame({ game, tournament }: LeagueGame): SeasonGame {
  let retenue: string | null = null;
  if (tournament && !tournament.classementVisible) retenue = SERVER_MESSAGES.seasonHiddenRanking;
  else if (game.etat === FINISHED && !countsInStanding(game))
    retenue = SERVER_MESSAGES.seasonAwaitingValidation;
  return {
    partie_id: game.id,
    date: (game.manual ? game.dateDebut : (game.dateFin ?? game.dateDebut)).toISOString(),
    etat: game.etat,
    regles: game.regles,
    scores: seatOrderedScores(game),
    riichi_stack: game.riichiStack,
    chombos: game.chombos,
    retenue,
  };
}

/** Pseudos in French order; one collator, as `localeCompare(…, 'fr')` builds one at every comparison. */
const FRENCH_ORDER = new Intl.Collator('fr');

/** The standings of a season over its league's games as they are now. */
export async function standingsOfSeason(repos: Repositories, season: SeasonRow): Promise<WireStandings> {
  const leagueGames = await repos.leagues.games(season.leagueId);
  const wire = toSeason(season);
  const games = leagueGames.map(seasonGame);
  const playerIds = new Set(games.flatMap((game) => Object.keys(game.scores)));
  const pseudos = await repos.users.pseudosOf([...playerIds]);
  const pseudo = (id: string) => pseudos.get(id) ?? id;
  const standings = seasonStandings(wire, games, {
    rating: openSkillRating,
    tieOrder: (a, b) => FRENCH_ORDER.compare(pseudo(a), pseudo(b)),
  });
  const byId = new Map(leagueGames.map(({ game }) => [game.id, game]));
  return {
    saison: wire,
    lignes: standings.lignes.map((line) => ({ ...line, pseudo: pseudo(line.user_id) })),
    parties_comptees: standings.parties_comptees,
    parties_exclues: standings.parties_exclues.map((excluded) => {
      const game = byId.get(excluded.partie_id)!;
      return { ...excluded, nom: game.nom, date: game.dateDebut.toISOString() };
    }),
  };
}

/** GET /saisons/{id}/classement (members). */
export async function seasonStandingsFor(
  repos: Repositories,
  user: UserRow,
  id: string,
): Promise<WireStandings> {
  return standingsOfSeason(repos, await seasonFor(repos, id, user, 'member'));
}

const EXPORT_HEADERS = ['Rang', 'Joueur', 'Parties', 'Total', 'Moyenne', 'Note', 'Formule'] as const;

/** The export's rows: numbers stay numbers (a spreadsheet can sum them). */
function exportRows(standings: WireStandings): CsvCell[][] {
  return standings.lignes.map((line) => [
    line.rang ?? 'Non classé',
    line.pseudo,
    line.parties,
    line.total,
    line.moyenne,
    line.note ?? '',
    line.formule,
  ]);
}

/** GET /saisons/{id}/export: the standings as CSV (French spreadsheets) or XLSX (the EMA workbook's library). */
export async function seasonExport(repos: Repositories, user: UserRow, id: string, format: 'csv' | 'xlsx') {
  const season = await seasonFor(repos, id, user, 'member');
  const standings = await standingsOfSeason(repos, season);
  const rows = exportRows(standings);
  const name = (extension: string) => fileName('Saison', season.nom, 'saison', extension);
  if (format === 'csv')
    return {
      kind: 'csv' as const,
      body: csvDocument([[...EXPORT_HEADERS], ...rows], { decimalComma: true }),
      name: name('csv'),
    };
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Classement');
  sheet.getRow(1).values = [...EXPORT_HEADERS];
  sheet.getRow(1).font = { bold: true };
  rows.forEach((row, i) => {
    const line = sheet.getRow(2 + i);
    // ExcelJS writes a string as a string, never as a formula, whatever it starts with.
    line.values = row;
    for (const column of [4, 5, 6]) line.getCell(column).numFmt = '0.0';
  });
  sheet.columns.forEach((column, i) => {
    column.width = i === 6 ? 60 : 14;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return { kind: 'xlsx' as const, body: Buffer.from(buffer), name: name('xlsx') };
}
