/**
 * The server's own French sentences (`{"detail": …}`). Validation sentences shared with the client come
 * from the domain's MESSAGES; the ones here are about sessions, rights, ids and transport.
 */
import type { StateName } from '@mj/domain';

export const SERVER_MESSAGES = {
  // Sessions (401).
  authRequired: 'Connexion requise : connecte-toi pour continuer.',
  sessionInvalid: 'Session invalide ou expirée : reconnecte-toi.',
  googleTokenInvalid: 'Jeton Google invalide ou expiré : reconnecte-toi avec Google.',
  googleNotConfigured: 'La connexion Google n’est pas configurée sur ce serveur.',
  googleKeysUnavailable:
    'La vérification des connexions Google est momentanément indisponible. Réessaie dans un instant.',
  googleAccountUnknown: 'Compte Google inconnu : connecte-toi d’abord avec Google.',
  badCredentials: 'Pseudo ou mot de passe incorrect.',
  tooManyLogins: (seconds: number) =>
    `Trop de tentatives de connexion. Réessaie dans ${Math.max(1, Math.ceil(seconds / 60))} min.`,
  tooManyRequests: 'Trop de requêtes. Réessaie dans un instant.',
  tooManyStreams:
    'Trop de mises à jour en direct ouvertes : ferme des onglets ou des écrans, puis réessaie dans un instant.',
  tooManyStreamsOnServer: 'Le serveur suit trop de mises à jour en direct : réessaie dans un instant.',
  hashingBusy: 'Le serveur est très occupé : réessaie dans quelques secondes.',
  databaseUnavailable: 'La base de données ne répond pas.',
  // Accounts.
  pseudoTaken: 'Ce pseudo est déjà utilisé.',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères.',
  firebaseDeletionUnavailable:
    'Ton compte Google n’a pas pu être supprimé chez Google pour l’instant : rien n’a été supprimé. Réessaie dans un instant.',
  notYourAccount: 'Tu ne peux modifier que ton propre compte.',
  // Rights (403).
  notTournamentMember: 'Ce tournoi est réservé à ses joueurs et à son administrateur.',
  notTournamentAdmin: 'Seul l’administrateur du tournoi peut faire cela.',
  notTournamentStaff: 'Seuls l’administrateur du tournoi et ses arbitres peuvent faire cela.',
  notValidator: 'Seuls l’administrateur du tournoi et ses arbitres valident une feuille.',
  finishedGameEditForbidden:
    'Une partie terminée ne peut être corrigée que par l’administrateur du tournoi et ses arbitres (ou, hors tournoi, par son créateur).',
  creatorNotPlaying:
    'Tu ne peux créer une partie que si tu y joues (ou si tu administres ou arbitres son tournoi).',
  importNotAllowed:
    'Tu ne peux importer une partie que si tu y as joué, si tu administres sa ligue, ou si tu administres ou arbitres son tournoi.',
  alreadyImported: 'Cette partie a déjà été importée.',
  importTooLarge: 'Ce journal dépasse 2 Mo : ce n’est pas une partie. Colle le journal d’une seule partie.',
  importNamesNeeded: 'Choisis le joueur de l’application qui correspond à chacun des quatre noms du journal.',
  importPlayersRepeated: 'Chaque nom du journal doit correspondre à un joueur différent.',
  creatorCannotLeave: 'Tu as créé cette partie : tu ne peux pas la quitter.',
  tournamentGameCannotBeLeft: 'Une partie de tournoi compte pour son classement : on ne peut pas la quitter.',
  notGameMember:
    'Cette partie est réservée à ses joueurs, à son créateur et à l’administrateur et aux arbitres du tournoi.',
  // Unknown ids (404).
  gameNotFound: 'Partie introuvable.',
  tournamentNotFound: 'Tournoi introuvable.',
  userNotFound: 'Joueur introuvable.',
  noRoundToUndo: 'Aucun tour à annuler.',
  routeNotFound: 'Cette adresse n’existe pas.',
  badUrl: 'Cette adresse est mal formée.',
  // Conflicts (409).
  gameFinished: 'La partie est terminée.',
  tooManyRounds: (max: number) => `Une partie compte au plus ${max} tours : termine la partie.`,
  staleRoundIndex: 'Un autre tour a été enregistré entre-temps. Recharge la partie.',
  tournamentFinished: 'Le tournoi est terminé : impossible d’y ajouter une partie.',
  tournamentAlreadyInState: (etat: StateName) => `Le tournoi est déjà ${etat}.`,
  playersNotInTournament: 'Tous les joueurs doivent être inscrits au tournoi (ou en être l’administrateur).',
  stillTournamentAdmin: (nom: string) =>
    `Tu administres le tournoi « ${nom} » : transmets d’abord son administration à l’un de ses joueurs (page d’administration du tournoi).`,
  alreadyTournamentPlayer: 'Ce joueur participe déjà au tournoi.',
  idempotencyKeyInFlight: 'Ce tour est déjà en cours d’enregistrement.',
  idempotencyKeyReused:
    'Cette clé Idempotency-Key a déjà servi pour un autre tour : envoie ce tour avec une nouvelle clé.',
  // Rondes, their clock and the public screen.
  rondePlayerCount: (count: number) =>
    `Le nombre de joueurs présents doit être un multiple de 4 (actuellement ${count}).`,
  rondePlayerNotInTournament: 'Un des joueurs présents ne participe pas au tournoi.',
  rondeGameRunning:
    'Une partie du tournoi est encore en cours : termine-la avant de lancer une nouvelle ronde.',
  rondeTournamentFinished: 'Le tournoi est terminé : impossible de lancer une ronde.',
  rondeNotFound: 'Ronde introuvable.',
  rondePlayerNotInStage: 'Un des joueurs présents n’est pas qualifié pour la phase en cours.',
  // Stages and teams (docs/api-contract.md, « Tournament formats »).
  stageNameEmpty: 'Donne un nom à la phase.',
  stageTournamentFinished: 'Le tournoi est terminé : impossible de couper le classement.',
  stageWithoutRonde: 'La phase en cours n’a encore joué aucune ronde : impossible de couper le classement.',
  stageGameRunning:
    'Une partie de la ronde en cours n’est pas terminée : termine-la avant de couper le classement.',
  stageNotFound: 'Phase introuvable.',
  stageNotLast: 'Seule la dernière phase peut être annulée.',
  stageHasRonde: 'Cette phase a déjà une ronde : annule d’abord ses rondes.',
  teamNameEmpty: 'Chaque équipe doit avoir un nom.',
  teamNameTwice: (nom: string) =>
    `Deux équipes s’appellent « ${nom.slice(0, 60)} » : donne-leur des noms différents.`,
  teamPlayerNotInTournament: 'Un des joueurs des équipes ne participe pas au tournoi.',
  teamPlayerTwice: (first: string, second: string) =>
    `Un joueur est à la fois dans « ${first.slice(0, 60)} » et dans « ${second.slice(0, 60)} » : chacun joue dans une seule équipe.`,
  rondeNotLast: 'Seule la dernière ronde peut être annulée.',
  rondeHasRounds: 'Une table de cette ronde a déjà joué un tour : la ronde ne peut plus être annulée.',
  clockAlreadyStarted: 'L’horloge de cette ronde est déjà lancée.',
  clockNotRunning: 'L’horloge de cette ronde n’est pas en marche.',
  clockNotPaused: 'L’horloge de cette ronde n’est pas en pause.',
  unknownTable: (table: number) => `Cette ronde n’a pas de table ${table}.`,
  screenNotFound: 'Écran introuvable.',
  seatingBusy: 'Trop de propositions de ronde en cours : réessaie dans un instant.',
  fixedTablePlayer: 'Un joueur à table fixe ne participe pas au tournoi.',
  fixedTableOutOfField: (tables: number) =>
    `Le tournoi compte ${tables} ${tables > 1 ? 'tables' : 'table'} : une table fixe va de 1 à ${tables}.`,
  fixedTableShared: (table: number) =>
    `La table ${table} est fixée pour deux joueurs : une table fixe garde un seul joueur (deux joueurs fixés ensemble se retrouveraient à chaque ronde).`,
  tournamentAtCap: (most: number) => `Un tournoi compte au plus ${most} joueurs : impossible d’en ajouter.`,
  // Officiating.
  refereeIsAdmin: 'L’administrateur a déjà tous les droits : il ne peut pas être arbitre.',
  notReferee: 'Ce compte n’est pas arbitre du tournoi.',
  penaltyPointsNegative:
    'Les points d’une pénalité doivent être négatifs, avec au plus une décimale (−10 retire 10 000 points).',
  penaltyMotifLength: 'Le motif d’une pénalité doit faire de 2 à 200 caractères.',
  penaltyMotifInvisible:
    'Le motif d’une pénalité ne peut pas contenir de caractères invisibles ou de contrôle.',
  penaltyGameNotInTournament: 'Cette partie n’appartient pas au tournoi, ou ce joueur n’y joue pas.',
  penaltyNotFound: 'Pénalité introuvable (ou déjà retirée).',
  tableHasRounds:
    'Cette table a déjà des tours enregistrés : corrige-les plutôt que de saisir des scores finaux.',
  validationOutsideTournament: 'Seule une partie de tournoi a une feuille à valider.',
  validationGameRunning: 'La partie n’est pas terminée : sa feuille ne peut pas encore être validée.',
  // Players of a tournament.
  notTournamentPlayer: 'Ce joueur ne participe pas au tournoi.',
  playerHasPlayed: 'Ce joueur a déjà joué dans ce tournoi : marque-le absent plutôt que de le retirer.',
  // Registration, check-in, substitutes and the EMA export.
  registrationLinkNotFound:
    'Ce lien d’inscription n’existe pas ou a été remplacé : demande le nouveau lien à l’organisateur.',
  registrationClosed: 'Les inscriptions à ce tournoi sont closes.',
  registrationTournamentFinished: 'Le tournoi est terminé : impossible d’ouvrir les inscriptions.',
  alreadyRegistered: 'Tu as déjà ta place dans ce tournoi.',
  alreadyWaiting: (rang: number | null) => `Tu es déjà en liste d’attente pour ce tournoi (${rang ?? '?'}e).`,
  tournamentFull: 'Le tournoi est complet et n’a pas de liste d’attente.',
  notRegistered: 'Tu n’as ni place ni rang en liste d’attente dans ce tournoi.',
  checkInCodeNotFound: 'Ce code de pointage n’existe pas ou a été remplacé.',
  checkInNotPlayer:
    'Tu ne fais pas partie de ce tournoi : pointage impossible. Adresse-toi à l’organisateur.',
  checkInTournamentFinished: 'Le tournoi est terminé : le pointage est fermé.',
  substituteNotPlayer: 'Le remplaçant doit être un joueur ou un remplaçant du tournoi.',
  substituteDeleted: 'Ce compte a été supprimé : il ne peut pas remplacer un joueur.',
  substituteAlreadyPlaying: 'Ce remplaçant joue déjà dans cette ronde.',
  substitutedNotSeated: 'Ce joueur n’a pas de place dans cette ronde.',
  substitutionTooLate:
    'Cette table a déjà joué un tour (ou est terminée) : le joueur ne peut plus y être remplacé.',
  tournamentCountry: 'Le pays du tournoi doit être un code ISO à deux lettres (par exemple FR).',
  tournamentCityTooLong: 'La ville doit faire au plus 100 caractères.',
  emaMissingNumber: (names: string) => `Sans numéro EMA : ${names}. Ils doivent le saisir dans leur compte.`,
  emaMissingCountry: (names: string) => `Sans pays : ${names}. Ils doivent le choisir dans leur compte.`,
  emaGameNotZeroSum: (nom: string, sum: string) =>
    `La partie « ${nom} » ne s’équilibre pas : ses résultats (uma comprise, pénalités remises) font ${sum} au lieu de 0.`,
  stackedMarks: 'Trop d’accents sur une même lettre.',
  confirmationNotPlayer: 'Seuls les joueurs de la partie peuvent confirmer son résultat.',
  confirmationNotNeeded:
    'Cette partie n’attend pas de confirmation de ses joueurs : seule une partie de tournoi créée par un joueur en a besoin.',
  tournamentFinishedNoCorrection:
    'Le tournoi est terminé : ses parties ne peuvent plus être corrigées. L’administrateur doit d’abord le rouvrir.',
  tournamentFinishedNoPenalty:
    'Le tournoi est terminé : les pénalités ne peuvent plus changer. L’administrateur doit d’abord le rouvrir.',
  emaIdentityNotShared: (names: string) =>
    `Identité non partagée : ${names}. Seul leur pseudo figure dans le classeur ; ils peuvent la partager depuis la page du tournoi.`,
  identityNotPlayer: 'Seul un joueur du tournoi peut partager son identité avec l’organisateur.',
  identityFrozen:
    'Le tournoi est terminé : ses résultats gardent l’identité partagée. L’organisateur doit le rouvrir pour la retirer.',
  emaTooManySubstitutes: (count: number, max: number) =>
    `${count} remplaçants classés : l’EMA n’en compte que ${max} par tournoi.`,
  // Payloads (422 and transport errors).
  newAdminNotPlayer: 'Le nouvel administrateur doit être un joueur du tournoi.',
  unknownPlayers: 'Un des joueurs choisis n’existe pas.',
  duplicatePlayers: 'Un même joueur est choisi deux fois.',
  invalidJson: 'Le corps de la requête n’est pas un JSON valide.',
  emptyBody: 'Le corps de la requête est vide.',
  bodyTooLarge: 'La requête est trop volumineuse.',
  unsupportedMediaType: 'Format non pris en charge : envoie du JSON.',
  invalidDate: 'La date doit être une date ISO 8601 valide.',
  forbiddenCharacter: 'La requête contient un caractère interdit (U+0000).',
  invalidIdempotencyKey: 'L’en-tête Idempotency-Key doit faire de 1 à 200 caractères.',
  // Leagues and seasons.
  leagueNotFound: 'Ligue introuvable : elle n’existe pas ou tu n’en es pas membre.',
  seasonNotFound: 'Saison introuvable : elle n’existe pas ou tu n’es pas membre de sa ligue.',
  notLeagueAdmin: 'Seuls les administrateurs de la ligue peuvent faire cela.',
  leagueLastAdmin: 'Personne d’autre n’administre la ligue : nomme d’abord un autre administrateur.',
  leagueAdminNotMember: 'Seul un membre de la ligue peut en devenir administrateur.',
  leagueMemberUnknown: 'Ce joueur n’existe pas.',
  leagueNotMember: 'Ce joueur n’est pas membre de la ligue.',
  leagueInvitationUnknown:
    'Ce lien d’invitation ne fonctionne plus : demande un nouveau lien à un administrateur de la ligue.',
  leagueUnknownForGame: 'Cette ligue n’existe pas ou tu n’en es pas membre.',
  leaguePlayersNotMembers: (names: string) => `Ces joueurs ne sont pas membres de la ligue : ${names}.`,
  leaguePlayerNotMember: (name: string) => `Ce joueur n’est pas membre de la ligue : ${name}.`,
  leagueGameInTournament:
    'Une partie de tournoi compte dans la ligue de son tournoi : rattache le tournoi à la ligue plutôt que la partie.',
  leagueAttachNotAdmin: 'Pour rattacher le tournoi à cette ligue, il faut en être administrateur.',
  seasonOtherLeague: 'Une saison appartient à sa ligue : elle ne peut pas passer dans une autre.',
  seasonHiddenRanking: 'Classement du tournoi masqué',
  seasonAwaitingValidation: 'Feuille pas encore validée par l’arbitre',
  internal: 'Erreur interne du serveur. Réessaie dans un instant.',
} as const;
