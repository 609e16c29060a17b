/**
 * Every French sentence the rules can answer with, shared by the web app (form errors) and the server
 * (`{"detail": …}`). Quoted ones are the spec's (section 5), word for word; the others fill the gaps the
 * spec leaves (see docs/rules-classic.md section 7).
 */
import { MAX_FINAL_SCORE, TOTAL_SCORE } from './constants';
import { formatScore } from './format';

export const MESSAGES = {
  // Rounds (spec section 5, in the order rules-classic section 7 checks them).
  victoryTypeRequired: 'Choisis un type de victoire.',
  tsumoOneWinner: 'Tsumo : un seul gagnant.',
  ronWinnerRequired: 'Ron : choisis au moins un gagnant.',
  ronLoserRequired: 'Ron : choisis le perdant (le joueur qui a défaussé).',
  ronLoserIsWinner: 'Ron : le perdant ne peut pas être parmi les gagnants.',
  chomboOffenderRequired: 'Chombo : choisis le fautif.',
  hanRequired: 'Renseigne les han pour chaque gagnant.',
  fuRequired: 'Renseigne les fu pour chaque gagnant.',
  // Rounds, beyond the spec (server-side checks of rules-classic section 7).
  roundMalformed: 'Le tour envoyé est illisible.',
  unknownVictoryType: 'Type de victoire inconnu : tsumo, ron, tenpai ou chombo.',
  playerNotInGame: 'Un joueur indiqué ne fait pas partie de la partie.',
  duplicatePlayer: 'Un même joueur est indiqué deux fois.',
  riichiMustBeTenpai: 'Un joueur en riichi doit être tenpai.',
  hanOutOfRange: 'Les han doivent être un nombre entier entre 1 et 99.',
  fuOutOfRange: 'Les fu doivent être un nombre entier entre 20 et 130.',
  // Han and fu that no hand can have (rules-classic section 7): 20 fu is a closed tsumo with pinfu
  // (2 han at least), 25 fu is chiitoitsu (2 han at least).
  fuTwentyOnRon: 'Un ron ne peut pas valoir 20 fu (20 fu : tsumo pinfu seulement).',
  fuTwentyOneHan: '20 fu demandent au moins 2 han (pinfu et tsumo).',
  fuTwentyFiveOneHan: '25 fu (chiitoitsu) demandent au moins 2 han.',
  // Correcting or deleting a past round (api-contract "Correcting a past round"); `number` counts from 1,
  // as the history shows it.
  laterRoundAfterEnd: (number: number): string =>
    `Correction impossible : le tour ${number} viendrait après la fin de la partie (Nord 4). Supprime-le d’abord.`,
  laterRoundInvalid: (number: number, reason: string): string =>
    `Correction impossible : le tour ${number} ne serait plus valide (${reason.replace(/\.$/, '')}).`,
  roundNotFound: (number: number): string => `Le tour ${number} n’existe pas dans cette partie.`,
  gameOver: 'Fin de la partie atteinte : termine la partie.',
  gameStateInvalid: 'L’état de la partie est invalide.',
  gameScoresInvalid: 'Les scores de la partie sont invalides.',
  // Pseudo change.
  pseudoEmpty: 'Le pseudo ne peut pas être vide.',
  pseudoUnchanged: 'Aucun changement détecté.',
  pseudoTooLong: 'Le pseudo doit faire au plus 32 caractères.',
  pseudoInvisible: 'Le pseudo ne peut pas contenir de caractères invisibles ou de contrôle.',
  pseudoReserved: 'Les pseudos commençant par « Joueur anonyme » sont réservés aux comptes supprimés.',
  // New game.
  newGamePlayers: 'Sélectionne 4 joueurs et un dealer (Est) parmi eux pour créer la partie.',
  randomDrawTooFew: 'Sélection aléatoire impossible : choisis au moins 4 joueurs.',
  // Finished-game entry.
  finalPlayers: 'Sélectionne 4 joueurs.',
  finalScoresNumeric: 'Tous les scores doivent être des nombres.',
  // Both numbers grouped the French way with Intl's no-break space, so « 120 000 » never breaks. Written
  // when read: formatted at load, it set up Intl's number formatting in every page importing the domain
  // (31 of the domain chunk's 43 ms of evaluation in /mes-parties' unthrottled trace, issue 18).
  get finalScoresRange(): string {
    return `Chaque score doit rester entre ${formatScore(-MAX_FINAL_SCORE)} et ${formatScore(MAX_FINAL_SCORE)}.`;
  },
  finalScoresSum: (currentSum: number): string =>
    `La somme des scores doit être ${formatScore(TOTAL_SCORE)} (actuellement ${formatScore(currentSum)}).`,
  // Tournament creation (the spec disables the button; the server still answers in words).
  tournamentNameTooShort: 'Le nom du tournoi doit faire au moins 2 caractères.',
  tournamentStartDateRequired: 'Choisis une date de début pour le tournoi.',
  tournamentPlayersTooFew: 'Un tournoi demande au moins 4 joueurs.',
  tournamentGameInvalid: 'Une partie du tournoi est invalide.',
  // Rondes (contract-additions-2 section 2).
  rondePlayerCount: (count: number): string =>
    `Le nombre de joueurs présents doit être un multiple de 4 (actuellement ${count}).`,
  rondeModeUnknown: 'Mode de ronde inconnu : equilibre, suisse ou paliers.',
  tournamentPlayersTooMany: (most: number): string => `Un tournoi compte au plus ${most} joueurs.`,
} as const;
