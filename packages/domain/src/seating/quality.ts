import { PLAYER_COUNT } from '../constants';
import type { UserId } from '../types';

/**
 * The most rondes a field can play without any pair meeting twice, groups of 4 (OEIS A107431; Harvey's
 * social golfer tables): known values, else the counting bound ⌊(n − 1) / 3⌋ (each ronde seats a player
 * with 3 others), an upper bound. 4, 8 and 12 players: after one ronde, a table of the next one needs
 * four players from four different earlier tables.
 */
const MOST_RONDES: Readonly<Record<number, number>> = {
  4: 1,
  8: 1,
  12: 1,
  16: 5,
  20: 5,
  24: 7,
  28: 9,
  32: 10,
  36: 11,
  40: 13,
  48: 15,
  64: 21,
  80: 26,
};

export function mostRondesWithoutRepeat(players: number): number {
  return MOST_RONDES[players] ?? Math.floor((players - 1) / 3);
}

/** What the admin sees before confirming a ronde (docs/seating.md, « Quality »). */
export interface RondeQuality {
  /** Pairs seated together in this ronde who already played together. */
  paires_repetees: number;
  /** Players who, with this ronde, have started some wind at least twice more than another. */
  vents_desequilibres: number;
  /** Players (other than those the admin fixed to a table) back at a table number they already had. */
  tables_repetees: number;
  /** Pairs of teammates seated at one table (the admin's own tables; proposals never do). */
  equipiers_reunis: number;
  /** Why, in French, one sentence per figure that is not zero (or one saying all is well). */
  explications: string[];
}

export interface QualityInput {
  /** Earlier games, East first, and their table numbers (null for games outside a ronde). */
  pastTables: readonly (readonly UserId[])[];
  pastTableNumbers?: readonly (number | null | undefined)[] | undefined;
  fixedTables?: Readonly<Record<UserId, number>> | undefined;
  /** Teams whose members should never share a table. */
  teams?: readonly { players: readonly UserId[] }[] | undefined;
}

const plural = (count: number, one: string, many: string) => (count > 1 ? many : one);

/** The quality of `tables` (East first, table k + 1 at index k) seated after `input`'s past. */
export function rondeQuality(input: QualityInput, tables: readonly (readonly UserId[])[]): RondeQuality {
  const seated = new Set(tables.flat());
  const met = new Set<string>();
  const winds = new Map<UserId, number[]>();
  const visited = new Set<string>();
  const games = new Map<UserId, number>();
  const count = (table: readonly UserId[], number: number | null | undefined) => {
    table.forEach((id, seat) => {
      if (!seated.has(id)) return;
      games.set(id, (games.get(id) ?? 0) + 1);
      const row = winds.get(id) ?? [0, 0, 0, 0];
      if (seat < PLAYER_COUNT) row[seat] = (row[seat] as number) + 1;
      winds.set(id, row);
      if (typeof number === 'number') visited.add(`${id}\u0000${number}`);
      for (const other of table) if (other !== id) met.add(`${id}\u0000${other}`);
    });
  };
  input.pastTables.forEach((table, i) => count(table, input.pastTableNumbers?.[i]));
  const played = [...seated].map((id) => games.get(id) ?? 0).sort((a, b) => a - b);
  const ronde = (played[(played.length - 1) >> 1] ?? 0) + 1;
  let repeats = 0;
  let tableRepeats = 0;
  tables.forEach((table, k) => {
    table.forEach((id, i) => {
      for (const other of table.slice(i + 1)) if (met.has(`${id}\u0000${other}`)) repeats += 1;
      if (visited.has(`${id}\u0000${k + 1}`) && input.fixedTables?.[id] === undefined) tableRepeats += 1;
    });
  });
  tables.forEach((table, k) => count(table, k + 1));
  const windsOff = [...winds.values()].filter((row) => Math.max(...row) - Math.min(...row) > 1).length;
  const teamOf = new Map((input.teams ?? []).flatMap((team, k) => team.players.map((id) => [id, k])));
  const teammates = tables.reduce(
    (sum, table) =>
      sum +
      table.reduce(
        (pairs, id, i) =>
          pairs +
          table.slice(i + 1).filter((other) => teamOf.has(id) && teamOf.get(other) === teamOf.get(id)).length,
        0,
      ),
    0,
  );
  const players = seated.size;
  const explications: string[] = [];
  if (teammates > 0)
    explications.push(
      `${teammates} ${plural(teammates, 'paire d’équipiers est', 'paires d’équipiers sont')} à la même table : des équipiers ne devraient jamais jouer ensemble.`,
    );
  if (repeats > 0) {
    const most = mostRondesWithoutRepeat(players);
    explications.push(
      ronde > most
        ? `Avec ${players} joueurs, au plus ${most} ${plural(most, 'ronde peut', 'rondes peuvent')} se jouer sans revoir un adversaire : à la ronde ${ronde}, des joueurs se retrouvent forcément.`
        : `${repeats} ${plural(repeats, 'paire de joueurs se retrouve', 'paires de joueurs se retrouvent')} : les parties déjà jouées (absences, parties saisies à la main, tables modifiées) ne laissent pas mieux.`,
    );
  }
  if (windsOff > 0)
    explications.push(
      `${windsOff} ${plural(windsOff, 'joueur a', 'joueurs ont')} commencé un vent au moins deux fois de plus qu’un autre : des parties saisies à la main, des absences ou des tables modifiées ont déséquilibré les vents.`,
    );
  if (tableRepeats > 0)
    explications.push(
      ronde > tables.length
        ? `Avec ${tables.length} ${plural(tables.length, 'table', 'tables')} pour ${ronde} rondes, chaque joueur revient forcément à une table déjà jouée.`
        : `${tableRepeats} ${plural(tableRepeats, 'joueur revient', 'joueurs reviennent')} à une table déjà jouée : de nouveaux adversaires passent avant la rotation des tables (ou des tables sont fixées ou modifiées).`,
    );
  if (explications.length === 0)
    explications.push(
      'Personne ne retrouve un adversaire déjà rencontré, les vents sont équilibrés et chacun change de table.',
    );
  return {
    paires_repetees: repeats,
    vents_desequilibres: windsOff,
    tables_repetees: tableRepeats,
    equipiers_reunis: teammates,
    explications,
  };
}
