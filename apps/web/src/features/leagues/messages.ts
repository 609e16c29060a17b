/** The leagues' own French sentences (a refusal from the server is shown as it comes). */
export const LEAGUE_MESSAGES = {
  listLoadFailed: 'Impossible de charger tes ligues.',
  leagueLoadFailed: 'Impossible de charger la ligue.',
  createFailed: 'La ligue n’a pas pu être créée.',
  nameTooShort: 'Le nom de la ligue doit faire de 2 à 100 caractères.',
  noLeague: 'Tu n’es membre d’aucune ligue. Crée celle de ton club, ou demande son lien d’invitation.',
  joinFailed: 'Impossible de rejoindre la ligue avec ce lien.',
  seasonsLoadFailed: 'Impossible de charger les saisons.',
  noSeason: 'Aucune saison pour l’instant.',
  standingsLoadFailed: 'Impossible de charger le classement de la saison.',
  seasonFailed: 'La saison n’a pas pu être enregistrée.',
  memberFailed: 'Le changement n’a pas pu être enregistré.',
  invitationFailed: 'Le lien n’a pas pu être créé.',
  invitationHint:
    'Partage ce lien ou son QR code\u00a0: toute personne qui l’ouvre avec son compte rejoint la ligue.',
  exportFailed: 'Le fichier n’a pas pu être téléchargé.',
  noStandings: 'Aucune partie ne compte encore dans cette saison.',
} as const;

export const MEASURE_LABELS = {
  somme: 'Somme des résultats',
  moyenne: 'Moyenne',
  meilleures: 'Meilleures parties',
  note: 'Note (classement bayésien)',
} as const;

/** The column that shows each measure's figure. */
export const FIGURE_LABELS = {
  somme: 'Total',
  moyenne: 'Moyenne',
  meilleures: 'Total',
  note: 'Note',
} as const;
