/**
 * POST /parties/import: an online game's log (Tenhou, Mahjong Soul, mjai) becomes a finished game, one
 * round per hand, once the app's replay of it under the game's rules lands on the log's own scores. The
 * formats are read by @mj/online-logs; here: the size, the players the caller chose for the log's
 * names, the rules, and the insert (services/games.ts checks league, tournament and rights as for any
 * new game).
 */
import { hash } from 'node:crypto';
import { rulesOf } from '@mj/domain';
import type { RulesChoice } from '@mj/domain';
import { IMPORT_CONTENT_MAX_BYTES, type ImportGameResponse, type ImportPreview } from '@mj/contract';
import { detectedRules, importGame, logFingerprint, readOnlineLog, type OnlineLog } from '@mj/online-logs';
import type { UserRow } from '../db/schema';
import { ApiError, unprocessable } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { Transaction } from '../repositories';
import { tournamentFor } from './access';
import { assertNotImported, chosenRules, insertImportedGame, type ImportedStart } from './games';

export interface ImportRequest {
  contenu: string;
  /** The app's player for each name of the log. */
  joueurs: Record<string, string> | undefined;
  leagueId: string | null;
  tournamentId: string | null;
  regles: unknown;
  now: Date;
}

/** Stand-ins for the players while the log is only checked (the preview that asks who they are). */
const SEATS = ['est', 'sud', 'ouest', 'nord'];

/** The rules the game gets: the caller's choice, its tournament's, or those the log was played under. */
async function rulesFor(transaction: Transaction, user: UserRow, request: ImportRequest, log: OnlineLog) {
  const chosen = chosenRules(request.regles);
  if (chosen !== undefined) return { chosen, regles: chosen };
  if (request.tournamentId === null) return { chosen, regles: detectedRules(log) };
  const tournament = await transaction((repos) =>
    tournamentFor(repos, request.tournamentId!, user, 'member'),
  );
  return { chosen, regles: tournament.regles as RulesChoice };
}

/** The app's players for the log's names, in seat order; undefined while a name has none. */
function playersOf(log: OnlineLog, joueurs: Record<string, string> | undefined): string[] | undefined {
  if (!joueurs) return undefined;
  const ids = log.names.map((name) => (Object.hasOwn(joueurs, name) ? joueurs[name] : undefined));
  if (ids.some((id) => id === undefined || id === '')) return undefined;
  if (new Set(ids).size !== ids.length) throw unprocessable(SERVER_MESSAGES.importPlayersRepeated);
  return ids as string[];
}

/** The game checked under `regles` with stand-ins for its players: what the page shows before a choice. */
function preview(log: OnlineLog, regles: RulesChoice): ImportPreview {
  const checked = importGame(log, SEATS, rulesOf(regles));
  if (!checked.ok) throw unprocessable(checked.error);
  return {
    format: log.format,
    plateforme: log.platform,
    id_journal: log.logId,
    regles,
    scores: SEATS.map((seat) => checked.value.scores[seat] as number),
    tours: checked.value.rounds.length,
    avertissements: checked.value.warnings,
  };
}

export async function importOnlineGame(
  transaction: Transaction,
  user: UserRow,
  request: ImportRequest,
): Promise<ImportGameResponse> {
  if (Buffer.byteLength(request.contenu, 'utf8') > IMPORT_CONTENT_MAX_BYTES)
    throw new ApiError(413, SERVER_MESSAGES.importTooLarge);
  const read = readOnlineLog(request.contenu);
  if (!read.ok) throw unprocessable(read.error);
  const log = read.value;
  const { chosen, regles } = await rulesFor(transaction, user, request, log);
  const origin: ImportedStart['origin'] = {
    importPlateforme: log.platform,
    importFormat: log.format,
    importLogId: log.logId,
    importEmpreinte: hash('sha256', logFingerprint(log), 'hex'),
  };
  const joueurs = playersOf(log, request.joueurs);
  if (!joueurs) {
    // Imported before: said at once, before anyone is asked to choose the players.
    await transaction((repos) => assertNotImported(repos, origin));
    throw new ApiError(
      422,
      SERVER_MESSAGES.importNamesNeeded,
      {},
      { noms: log.names, apercu: preview(log, regles) },
    );
  }
  let warnings: string[] = [];
  let rounds = 0;
  const imported: ImportedStart = {
    build: (rules) => {
      const game = importGame(log, joueurs, rules);
      if (!game.ok) throw unprocessable(game.error);
      warnings = game.value.warnings;
      rounds = game.value.rounds.length;
      return { rounds: game.value.rounds, state: game.value.state };
    },
    origin,
  };
  const id = await insertImportedGame(transaction, user, {
    joueurs,
    tournamentId: request.tournamentId,
    leagueId: request.leagueId,
    // In a tournament, its rules (unless the caller chose some, which must be the same).
    regles: request.tournamentId !== null ? chosen : regles,
    now: request.now,
    imported,
  });
  return { id, format: log.format, tours: rounds, avertissements: warnings };
}
