/** How a stage reads on the ranking page, the admin page and the wall screen. */
const CARRY_LABELS: Record<number, string> = {
  1: 'tous les points reportés',
  0.5: 'la moitié des points reportée',
  0: 'aucun point reporté',
};

/** « Finale : 8 qualifiés, la moitié des points reportée. » */
export const stageLine = (stage: { nom: string; qualifies: number; report: number }) =>
  `${stage.nom} : ${stage.qualifies} qualifiés, ${CARRY_LABELS[stage.report] ?? ''}.`;
