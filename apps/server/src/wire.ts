/** Rows to the contract's wire shapes (@mj/contract, docs/api-contract.md "Entities as returned"). */
import { FINISHED } from '@mj/domain';
import type { Game, Profile, Tournament, TournamentGame, User } from '@mj/contract';
import type { GameRow, UserRow } from './db/schema';
import type { Tournament as TournamentRecord } from './repositories/tournaments';

/** The profile as stored (organisers read it through their tournament's registrations). */
export function toProfile(row: UserRow): Profile {
  return { prenom: row.prenom, nom: row.nom, numero_ema: row.numeroEma, pays: row.pays, club: row.club };
}

/** `withEmail` is false for anyone but the account's owner: other users' emails are withheld. */
export function toUser(row: UserRow, withEmail: boolean): User {
  return { user_id: row.id, pseudo: row.pseudo, email: withEmail ? row.email : '', provider: row.provider };
}

/** The caller's own account with its profile (a profile never shows on public pages beyond the pseudo). */
export const toOwnUser = (row: UserRow): User => ({ ...toUser(row, true), ...toProfile(row) });

export function toGame(row: GameRow): Game {
  return {
    id: row.id,
    nom: row.nom,
    joueurs: row.joueurs,
    scores: row.scores,
    etat: row.etat,
    vent: row.vent,
    tour_actuel: row.tourActuel,
    dealer_stack: row.dealerStack,
    riichi_stack: row.riichiStack,
    date_debut: row.dateDebut.toISOString(),
    date_fin: row.dateFin?.toISOString() ?? null,
    tournois_id: row.tournamentId,
    ligue_id: row.leagueId,
    nb_tours: row.nbTours,
    ronde: row.ronde,
    table: row.tableNumber,
    createur_id: row.creatorId,
    regles: row.regles,
    a_valider: awaitsValidation(row),
    confirmations: row.confirmations,
    validee_par: row.validatedBy,
    validee_le: row.validatedAt?.toISOString() ?? null,
    origine:
      row.importPlateforme && row.importFormat
        ? { plateforme: row.importPlateforme, format: row.importFormat, id_journal: row.importLogId }
        : null,
  };
}

/** A game a player made up, confirmed by every one of its players but its creator. */
/** What decides whether a finished game still waits for its sheet's validation. */
export type SheetFields = Pick<
  GameRow,
  | 'etat'
  | 'validationRequired'
  | 'validatedAt'
  | 'validationReason'
  | 'joueurs'
  | 'creatorId'
  | 'confirmations'
>;

export const confirmedByPlayers = (row: SheetFields) =>
  row.validationReason === 'joueur' &&
  row.joueurs.every((id) => id === row.creatorId || row.confirmations.includes(id));

/**
 * A finished game that counts in its tournament's ranking only once validated (by its admin or a
 * referee, or by its players' confirmations for a game a player made up), and is not yet.
 */
export const awaitsValidation = (row: SheetFields) =>
  row.etat === FINISHED && row.validationRequired && row.validatedAt === null && !confirmedByPlayers(row);

/** A tournament's game for a reader who may not see its scores (the ranking is hidden from them). */
export function withoutScores(game: Game): TournamentGame {
  const { scores: _hidden, ...rest } = game;
  return rest;
}

/** The stored fixed tables of the players still in the tournament (a removed player's is forgotten). */
export function fixedTablesOf(tournament: TournamentRecord): Record<string, number> {
  const field = new Set([...tournament.joueurs, tournament.adminId]);
  return Object.fromEntries(Object.entries(tournament.tablesFixes).filter(([userId]) => field.has(userId)));
}

/** The teams as they stand: a player removed from the tournament leaves their team (an emptied team goes). */
export function teamsOf(tournament: TournamentRecord): { nom: string; joueurs: string[] }[] {
  const field = new Set(tournament.joueurs);
  return tournament.equipes
    .map((team) => ({ nom: team.nom, joueurs: team.joueurs.filter((id) => field.has(id)) }))
    .filter((team) => team.joueurs.length > 0);
}

export function toTournament(tournament: TournamentRecord): Tournament {
  return {
    id: tournament.id,
    nom: tournament.nom,
    date_debut: tournament.dateDebut.toISOString(),
    date_fin: tournament.dateFin?.toISOString() ?? null,
    etat: tournament.etat,
    classement_visible: tournament.classementVisible,
    regles: tournament.regles,
    joueurs: tournament.joueurs,
    absents: tournament.absents,
    presents: tournament.presents,
    remplacants: tournament.remplacants,
    ville: tournament.ville,
    pays: tournament.pays,
    admin_id: tournament.adminId,
    arbitres: tournament.arbitres,
    validation_feuilles: tournament.validationFeuilles,
    departage: tournament.departage,
    rondes_prevues: tournament.rondesPrevues,
    tables_fixes: fixedTablesOf(tournament),
    ligue_id: tournament.leagueId,
    separer_clubs: tournament.separerClubs,
  };
}
