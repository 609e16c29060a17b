/** The French sentences of registration, check-in, substitutes and the EMA export (not worded by the spec). */
export const REGISTRATION_MESSAGES = {
  registrationLoadFailed: 'Impossible de charger les inscriptions.',
  registrationFailed: 'Impossible de modifier les inscriptions.',
  registrationHint:
    'Les joueurs s’inscrivent eux-mêmes par ce lien (ou son QR code)\u00a0; au-delà des places, ils attendent dans l’ordre.',
  placesInvalid: 'Le nombre de places doit être un entier entre 4 et 2000.',
  checkInFailed: 'Impossible de modifier le pointage.',
  checkInCodeFailed: 'Impossible de créer le code de pointage.',
  checkInHint: 'Les joueurs scannent ce QR code à leur arrivée pour se pointer eux-mêmes.',
  substituteFailed: 'Impossible d’ajouter ce remplaçant.',
  substitutionFailed: 'Impossible de faire ce remplacement.',
  joinLoadFailed: 'Ce lien d’inscription ne mène à aucun tournoi.',
  joinFailed: 'L’inscription n’a pas pu être enregistrée.',
  withdrawFailed: 'Impossible de te retirer de ce tournoi.',
  withdrawConfirm: (nom: string) =>
    `Te désinscrire de « ${nom} » ? Ta place ira à la personne suivante sur la liste d’attente.`,
  replaceLinkConfirm:
    'Remplacer le lien d’inscription ? L’ancien lien et ses QR codes, déjà partagés, ne marcheront plus.',
  identityFailed: 'Le partage de ton identité n’a pas pu être modifié.',
  identityPrivate:
    'Ton nom, ton numéro EMA, ton pays et ton club restent privés : l’organisateur ne voit que ton pseudo, et les résultats envoyés à l’EMA aussi.',
  identityShared:
    'L’organisateur et les arbitres voient ton nom, ton numéro EMA, ton pays et ton club ; les résultats du tournoi les gardent une fois terminé.',
  selfCheckInFailed: 'Le pointage n’a pas pu être enregistré.',
  emaChecksFailed: 'Impossible de vérifier les résultats.',
  emaDownloadFailed: 'Le fichier EMA n’a pas pu être téléchargé.',
  reportLoadFailed: 'Impossible de charger le rapport.',
} as const;

/** « En liste d'attente (3e) », « (1er) » for the first. */
export const waitingLabel = (rang: number | null) =>
  `En liste d’attente${rang === null ? '' : ` (${rang === 1 ? '1er' : `${rang}e`})`}`;
