/**
 * The French sentences of the tournament screens. Those marked "spec" are copied word for word from the
 * product spec (sections 4 and 8); the others fill places the spec leaves without words.
 */
export const TOURNAMENT_MESSAGES = {
  // spec, section 8: fallbacks (the server's detail wins when it sends one)
  createFailed: 'Erreur lors de la création du tournoi.',
  adminLoadFailed: 'Erreur chargement admin tournoi',
  deleteFailed: 'Suppression impossible.',
  visibilityFailed: 'Impossible de mettre à jour la visibilité du classement.',
  finishFailed: 'Impossible de terminer le tournoi.',
  addPlayerFailed: 'Impossible d’ajouter ce joueur (droits admin\u00a0?)',
  resultsLoadFailed: 'Impossible de charger les résultats du tournoi.',
  reopenFailed: 'Impossible de rouvrir le tournoi.',
  // spec, section 8: empty states
  noRunningGame: 'Aucune partie en cours.',
  noRunningTournament: 'Aucun tournoi en cours.',
  noPoints: 'Pas encore de points.',
  noScores: 'Pas encore de scores enregistrés.',
  hiddenForAdmin: 'Classement masqué par l’admin.',
  hiddenForPlayers: 'Ce classement est masqué par l’administrateur du tournoi.',
  // spec, section 4
  finishConfirm: 'Terminer le tournoi\u00a0? Cette action clôturera les parties en cours.',
  // not worded by the spec
  participantLoadFailed: 'Impossible de charger le tournoi.',
  listLoadFailed: 'Impossible de charger tes tournois.',
  noFinishedGame: 'Aucune partie terminée.',
  noFinishedTournament: 'Aucun tournoi terminé.',
  highlightsLoadFailed: 'Impossible de charger les faits marquants.',
  noHighlights: 'Pas de fait marquant\u00a0: aucune partie saisie tour par tour n’est terminée.',
  onlyAdminSees: 'Visible de toi seulement\u00a0: les joueurs ne voient pas le classement.',
  finishKeepsHidden: 'Le classement restera masqué aux joueurs jusqu’à sa publication.',
  hiddenAfterFinish:
    'Les joueurs ne voient pas encore le podium\u00a0: publie le classement pour le leur montrer.',
  publishFailed: 'Impossible de publier le classement.',
  /** A running table's progress on its game card: `Est - 3 · 7 tours`. */
  progress: (hand: string, rounds: number) => `${hand} · ${rounds} ${rounds === 1 ? 'tour' : 'tours'}`,
  handOverFailed: 'Impossible de transmettre l’administration.',
  handOverConfirm: (nom: string, pseudo: string) =>
    `Transmettre l’administration de « ${nom} » à ${pseudo}\u00a0? Tu ne pourras plus gérer ce tournoi.`,
  deleteGameConfirm: 'Supprimer cette partie\u00a0? Ses tours seront effacés et le classement recalculé.',
  // tournament day; the server's detail wins when it sends one
  rondesLoadFailed: 'Impossible de charger les rondes.',
  rondeNotFound: 'Ronde introuvable.',
  proposeFailed: 'Impossible de proposer les tables.',
  createRondeFailed: 'Impossible de lancer la ronde.',
  cancelRondeFailed: 'Impossible d’annuler la ronde.',
  cancelRondeConfirm: (numero: number) =>
    `Annuler la ronde ${numero}\u00a0? Ses parties seront supprimées (aucune n’a encore de tour).`,
  swapHint: 'Touche un joueur puis un autre pour les échanger.',
  qualityAfterSwaps: 'Ces chiffres sont ceux des tables modifiées par tes échanges.',
  qualityChecking: 'Calcul de la qualité des tables modifiées…',
  qualityFailed: 'Impossible de recalculer la qualité des tables modifiées.',
  clockFailed: 'Impossible de mettre à jour l’horloge.',
  screenFailed: 'Impossible de mettre à jour le lien public.',
  screenLoadFailed: 'Impossible de charger le lien public.',
  screenHint:
    'Un lien sans connexion pour le projecteur de la salle\u00a0: tables, scores, horloge et classement visible.',
  editFailed: 'Impossible de modifier le tournoi.',
  playerUpdateFailed: 'Impossible de modifier ce joueur.',
} as const;
