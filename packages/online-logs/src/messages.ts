/** The import's French sentences (docs/api-contract.md « Online game import »). */
export const IMPORT_MESSAGES = {
  unreadable: 'Ce texte n’est pas une partie reconnue (Tenhou, Mahjong Soul ou mjai).',
  threePlayers: 'Les parties à trois joueurs ne sont pas prises en charge.',
  unfinished:
    'Ce journal s’arrête avant la fin de la partie : exporte-le une fois la partie terminée, avec ses scores finaux.',
  mjaiWithoutPoints:
    'Ce journal mjai ne donne pas les points de chaque main (deltas) : exporte-le avec ses résultats.',
  /** A hand the app's rules do not replay to the log's scores. */
  handDiffers: (hand: string, expected: string, computed: string) =>
    `${hand} ne retombe pas sur les scores du journal (${expected} dans le journal, ${computed} rejoués par l’application) : la partie n’est pas importée.`,
  /** A hand the app cannot enter as a round. */
  handRefused: (hand: string, reason: string) => `${hand} ne peut pas être saisie : ${reason}`,
  startDiffers: (logStart: string, rulesStart: string) =>
    `Les joueurs commencent à ${logStart} points dans le journal, à ${rulesStart} dans les règles choisies : choisis les règles de la plateforme (Tenhou ou Mahjong Soul).`,
  finalDiffers: (expected: string, computed: string) =>
    `Les scores finaux du journal (${expected}) ne sont pas ceux que l’application obtient (${computed}) : la partie n’est pas importée.`,
  sameNames: (names: string) =>
    `Deux joueurs du journal portent le même nom (${names}) : l’application ne peut pas les distinguer.`,
  tooManyHands: (max: number) => `Ce journal compte plus de ${max} mains : ce n’est pas une partie.`,
  warnings: {
    redFives:
      'La partie se jouait avec des cinq rouges : l’application ne les distingue pas, leurs han sont comptés dans chaque main.',
    pao: (hand: string, liable: string) =>
      `${hand} : le paiement de responsabilité (pao) est enregistré comme un ron sur ${liable}, qui a tout payé.`,
    valuesFromPoints:
      'Ce journal ne donne pas les han et fu des mains : l’application les a déduits des points payés.',
    leftoverSticks:
      'Le journal laisse des bâtons de riichi sur la table à la fin : l’application les donne à la première place, comme ses règles le veulent.',
  },
} as const;
