/**
 * Messages of the tournament formats (stages and teams, docs/api-contract.md « Tournament formats »), apart from
 * MESSAGES: only the server and the seating use them, and MESSAGES is part of the web's first load.
 */
export const FORMAT_MESSAGES = {
  qualifiesMultiple: 'Le nombre de qualifiés doit être un multiple de 4 (au moins 4).',
  qualifiesTooMany: (field: number): string =>
    `Le nombre de qualifiés ne peut pas dépasser les ${field} joueurs de la phase en cours.`,
  tieAtCut: (count: number): string =>
    `${count} joueurs sont à égalité à la coupure et le départage ne les sépare pas : choisis qui se qualifie (joueurs) ou un autre nombre de qualifiés.`,
  chosenInvalid: (places: number): string =>
    `Choisis exactement ${places} ${places > 1 ? 'joueurs' : 'joueur'} parmi les ex æquo pour compléter les qualifiés.`,
  teamLargerThanTables: (team: string, members: number, tables: number): string =>
    `L’équipe « ${team.slice(0, 60)} » compte ${members} joueurs présents pour ${tables} ${tables > 1 ? 'tables' : 'table'} : deux d’entre eux seraient forcément à la même table.`,
};
