/**
 * Every French sentence the rules can answer with, shared by the web app (form errors) and the server
 * (`{"detail": …}`). Quoted ones are the spec's (section 5), word for word; the others fill the gaps the
 * spec leaves (see docs/rules-classic.md section 7).
 */
import { MAX_FINAL_SCORE, TOTAL_SCORE } from './constants';
import { formatScore } from './format';

export const MESSAGES = {
  // Rounds (in the order rules-classic section 7 checks them).
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
  unknownVictoryType: 'Type de victoire inconnu : tsumo, ron, tenpai, chombo, abandon ou nagashi.',
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
  // What the game's rule set allows (docs/rules-classic.md, « Règles »).
  yakumanNotWinner: 'Un yakuman ne peut être indiqué que pour un gagnant.',
  yakumanCount: (most: number): string =>
    most === 1
      ? 'Ces règles ne comptent pas de double yakuman : indique 1 yakuman.'
      : `Le nombre de yakuman doit être un entier entre 1 et ${most}.`,
  abandonNotAllowed: 'Ces règles n’ont pas de partie avortée.',
  nagashiNotAllowed: 'Ces règles n’ont pas de nagashi mangan.',
  nagashiWinnerRequired: 'Nagashi mangan : choisis qui l’a réalisé.',
  atamahaneOneWinner:
    'Ces règles n’admettent qu’un gagnant sur un ron (atamahane) : le plus proche à droite du perdant.',
  // Correcting or deleting a past round (api-contract "Correcting a past round"); `number` counts from 1,
  // as the history shows it.
  laterRoundAfterEnd: (number: number): string =>
    `Correction impossible : le tour ${number} viendrait après la fin de la partie (Nord 4). Supprime-le d’abord.`,
  laterRoundInvalid: (number: number, reason: string): string =>
    `Correction impossible : le tour ${number} ne serait plus valide (${reason.replace(/\.$/, '')}).`,
  roundNotFound: (number: number): string => `Le tour ${number} n’existe pas dans cette partie.`,
  gameOver: 'Fin de la partie atteinte : termine la partie.',
  // A round past the regular end under rules without an extension (Sud 4 in a hanchan, Est 4 in a tonpuusen).
  noExtension: (regularEnd: 'est' | 'sud' | 'ouest' | 'nord'): string =>
    regularEnd === 'est'
      ? 'Ces règles n’ont pas de manche de Sud : la partie se termine après l’Est 4.'
      : 'Ces règles n’ont pas de manche d’Ouest : la partie se termine après le Sud 4.',
  extensionReached: (points: string): string =>
    `Un joueur a atteint ${points} points : la partie est terminée.`,
  gameStateInvalid: 'L’état de la partie est invalide.',
  gameScoresInvalid: 'Les scores de la partie sont invalides.',
  // Pseudo change.
  pseudoEmpty: 'Le pseudo ne peut pas être vide.',
  pseudoUnchanged: 'Aucun changement détecté.',
  pseudoTooLong: 'Le pseudo doit faire au plus 32 caractères.',
  pseudoInvisible: 'Le pseudo ne peut pas contenir de caractères invisibles ou de contrôle.',
  pseudoReserved: 'Les pseudos commençant par « Joueur anonyme » sont réservés aux comptes supprimés.',
  // Player profile (name, EMA number, country, club).
  profileMalformed: 'Profil illisible : prénom, nom, numéro EMA, pays et club seulement, en texte.',
  profileInvisible: 'Le profil ne peut pas contenir de caractères invisibles ou de contrôle.',
  nameTooLong: 'Le prénom et le nom doivent faire au plus 100 caractères.',
  clubTooLong: 'Le club doit faire au plus 100 caractères.',
  emaNumberFormat: 'Le numéro EMA doit faire exactement 8 chiffres (par exemple 04160092).',
  emaNumberUnknown: 'Ce numéro EMA n’existe pas.',
  countryCode: 'Le pays doit être un code ISO à deux lettres (par exemple FR).',
  // New game.
  newGamePlayers: 'Sélectionne 4 joueurs et un dealer (Est) parmi eux pour créer la partie.',
  randomDrawTooFew: 'Sélection aléatoire impossible : choisis au moins 4 joueurs.',
  // Finished-game entry.
  finalPlayers: 'Sélectionne 4 joueurs.',
  finalScoresNumeric: 'Tous les scores doivent être des nombres.',
  // Both numbers grouped the French way with Intl's no-break space, so « 120 000 » never breaks. Written
  // when read: formatted at load, it set up Intl's number formatting in every page importing the domain
  // (31 of the domain chunk's 43 ms of evaluation in /mes-parties' unthrottled trace).
  get finalScoresRange(): string {
    return `Chaque score doit rester entre ${formatScore(-MAX_FINAL_SCORE)} et ${formatScore(MAX_FINAL_SCORE)}.`;
  },
  finalScoresSum: (currentSum: number, expected: number = TOTAL_SCORE): string =>
    `La somme des scores doit être ${formatScore(expected)} (actuellement ${formatScore(currentSum)}).`,
  // Tournament creation (the spec disables the button; the server still answers in words).
  tournamentNameTooShort: 'Le nom du tournoi doit faire au moins 2 caractères.',
  tournamentStartDateRequired: 'Choisis une date de début pour le tournoi.',
  tournamentPlayersTooFew: 'Un tournoi demande au moins 4 joueurs.',
  tournamentGameInvalid: 'Une partie du tournoi est invalide.',
  // Rondes (docs/api-contract.md, « Tournament day »).
  rondePlayerCount: (count: number): string =>
    `Le nombre de joueurs présents doit être un multiple de 4 (actuellement ${count}).`,
  rondeModeUnknown: 'Mode de ronde inconnu : equilibre, suisse ou paliers.',
  tournamentPlayersTooMany: (most: number): string => `Un tournoi compte au plus ${most} joueurs.`,
  // Rule sets (`regles`).
  rulesUnknown: (id: unknown): string =>
    `Règles inconnues${typeof id === 'string' ? ` : « ${id.slice(0, 40)} »` : ''}. Choisis parmi classic, ema-2016, ema-2025, wrc-2025, m-league, saikouisen, tenhou, mahjong-soul.`,
  rulesMalformed: 'Les règles doivent être un identifiant de règles ou un objet {"base": …}.',
  rulesUnknownParameter: (key: string): string => `Paramètre de règles inconnu : « ${key.slice(0, 40)} ».`,
  rulesStart: 'Le départ doit être un nombre entier de points entre 1 000 et 200 000, par centaines.',
  rulesReturn: 'Le retour doit être un nombre entier de points entre 1 000 et 200 000, par centaines.',
  rulesReturnBelowStart: 'Le retour ne peut pas être inférieur au départ (l’oka va au premier).',
  rulesUmaShape: 'L’uma doit compter 4 nombres de points par centaines, du premier au quatrième.',
  rulesUmaOrder: 'L’uma doit aller du premier au quatrième sans remonter.',
  rulesUmaSum: (sum: number): string =>
    `L’uma doit totaliser 0 pour que les résultats s’équilibrent avec l’oka (actuellement ${formatScore(sum)}).`,
  rulesChombo:
    'Le chombo doit être {"mode": "apres_uma" ou "mangan_table", "points": un nombre de points entre 0 et 200 000}.',
  rulesProlongation:
    'La prolongation doit être {"mode": "aucune", "libre" ou "seuil", "points": un nombre de points entre 0 et 200 000}.',
  rulesBoolean: (key: string): string => `Le paramètre « ${key} » doit valoir true ou false.`,
  rulesMode: (key: string, values: string): string => `Le paramètre « ${key} » doit valoir ${values}.`,
  rulesLocked: 'Les règles du tournoi ne peuvent plus changer : une de ses parties a déjà un tour.',
  rulesNotTournament: 'Une partie du tournoi se joue avec les règles du tournoi.',
  // Leagues' seasons (docs/api-contract.md, « Ligues et saisons »).
  seasonNameRequired: 'Donne un nom à la saison (100 caractères au plus).',
  leagueNameInvalid: 'Le nom de la ligue doit faire de 2 à 100 caractères.',
  nameInvisible:
    'Le nom ne peut pas contenir de caractères invisibles ou de contrôle, ni empiler plus de deux accents sur une même lettre.',
  seasonDate: 'Les dates de la saison s’écrivent AAAA-MM-JJ (par exemple 2026-09-01).',
  seasonEndsBeforeStart: 'La saison ne peut pas finir avant de commencer.',
  seasonMeasureUnknown: 'Mesure inconnue : somme, moyenne, meilleures ou note.',
  seasonBestCount: 'Pour « meilleures », indique combien de parties comptent (un nombre entier, 1 ou plus).',
  seasonMinGames: 'Le minimum de parties doit être un nombre entier entre 0 et 1 000.',
} as const;
