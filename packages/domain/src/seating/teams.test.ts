import { describe, expect, it } from '@jest/globals';
import type { UserId } from '../types';
import { repeatedPairs } from './history';
import { seatRonde } from './ronde';
import type { RondeInput, RondeMode, SeatingTeam } from './ronde';

const ids = (count: number) => Array.from({ length: count }, (_, i) => `j${String(i + 1).padStart(3, '0')}`);

/** Teams of `size`: every `count / size`-th player in one team, so that teams cross the ids' order. */
function teamsOf(players: readonly UserId[], size: number): SeatingTeam[] {
  const count = players.length / size;
  return Array.from({ length: count }, (_, k) => ({
    name: `Club ${k + 1}`,
    players: players.filter((_, i) => i % count === k),
  }));
}

function seat(input: RondeInput): UserId[][] {
  const result = seatRonde(input);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

/** Rondes asked one at a time, as the server does. */
function tournament(
  players: readonly UserId[],
  teams: SeatingTeam[],
  rondes: number,
  mode: RondeMode = 'equilibre',
) {
  const past: UserId[][] = [];
  for (let r = 0; r < rondes; r += 1) {
    const ranking = Object.fromEntries(players.map((id, i) => [id, (i * 7 + r * 3) % 11]));
    past.push(
      ...seat({ mode, players, pastTables: past, seed: 41 + r, plannedRondes: rondes, teams, ranking }),
    );
  }
  return past;
}

function teammatesTogether(tables: readonly (readonly UserId[])[], teams: readonly SeatingTeam[]): number {
  const teamOf = new Map(teams.flatMap((team, k) => team.players.map((id) => [id, k])));
  return tables.reduce(
    (sum, table) =>
      sum +
      table.filter((id, i) =>
        table.slice(0, i).some((other) => teamOf.has(id) && teamOf.get(other) === teamOf.get(id)),
      ).length,
    0,
  );
}

/** Players who started some wind at least twice more than another. */
function windsOff(tables: readonly (readonly UserId[])[]): number {
  const counts = new Map<UserId, number[]>();
  for (const table of tables)
    table.forEach((id, seatIndex) => {
      const row = counts.get(id) ?? [0, 0, 0, 0];
      row[seatIndex] = (row[seatIndex] as number) + 1;
      counts.set(id, row);
    });
  return [...counts.values()].filter((row) => Math.max(...row) - Math.min(...row) > 1).length;
}

describe('teammates never share a table', () => {
  // Where the field allows it the schedule without repeats keeps teams apart as it is: no repeated
  // opponent and every wind once per block. 16 players in teams of 4 meet 12 others at most: 4 rondes.
  it.each([
    [16, 2, 4],
    [16, 4, 4],
    [32, 2, 5],
    [32, 4, 5],
    [48, 2, 5],
    [48, 4, 5],
    [48, 8, 5],
    [80, 2, 5],
    [80, 4, 5],
    [80, 8, 5],
  ])(
    '%i players, teams of %i, %i rondes: no teammates together, no repeat, winds exact',
    (count, size, rondes) => {
      const players = ids(count);
      const teams = teamsOf(players, size);
      const past = tournament(players, teams, rondes);
      expect(teammatesTogether(past, teams)).toBe(0);
      expect(repeatedPairs(past)).toBe(0);
      expect(windsOff(past)).toBe(0);
    },
  );

  it('32 players in 4 teams of 8 over 5 rondes: no teammates together, at most one repeated pair', () => {
    // Each player may meet only 24 others; the search, not a schedule, seats them (measured: 1 repeat).
    const players = ids(32);
    const teams = teamsOf(players, 8);
    const past = tournament(players, teams, 5);
    expect(teammatesTogether(past, teams)).toBe(0);
    expect(repeatedPairs(past)).toBeLessThanOrEqual(1);
  });

  it('16 players in teams of 4 over 5 rondes: the repeats the teams force, none more', () => {
    // Each player needs 15 opponents and may meet only the 12 outside their team: 3 repeats each,
    // every repeat seen by two players, 16 × 3 / 2 = 24.
    const players = ids(16);
    const teams = teamsOf(players, 4);
    const past = tournament(players, teams, 5);
    expect(teammatesTogether(past, teams)).toBe(0);
    expect(repeatedPairs(past)).toBe(24);
  });

  it.each<RondeMode>(['suisse', 'paliers'])('%s: teammates next in the ranking still sit apart', (mode) => {
    const players = ids(16);
    const teams = teamsOf(players, 4);
    expect(teammatesTogether(tournament(players, teams, 3, mode), teams)).toBe(0);
  });

  it('a player fixed to a table keeps it, their teammates elsewhere', () => {
    const players = ids(16);
    const teams = [{ name: 'Club 1', players: players.slice(0, 4) }];
    const fixedTables = { [players[0] as UserId]: 2, [players[1] as UserId]: 3 };
    const tables = seat({ mode: 'equilibre', players, pastTables: [], seed: 7, teams, fixedTables });
    expect(tables[1]).toContain(players[0]);
    expect(tables[2]).toContain(players[1]);
    expect(teammatesTogether(tables, teams)).toBe(0);
  });

  it('absent members do not count; a team larger than the tables is refused with why', () => {
    const players = ids(16);
    const club = { name: 'Club du Marais', players: [...players.slice(0, 4), 'absent-1', 'absent-2'] };
    expect(seatRonde({ mode: 'equilibre', players, pastTables: [], seed: 1, teams: [club] }).ok).toBe(true);
    // 16 players in two teams of 8: 4 tables cannot hold 8 teammates apart.
    const halves = teamsOf(players, 8);
    expect(seatRonde({ mode: 'equilibre', players, pastTables: [], seed: 1, teams: halves })).toEqual({
      ok: false,
      error:
        'L’équipe « Club 1 » compte 8 joueurs présents pour 4 tables : deux d’entre eux seraient forcément à la même table.',
    });
    const large = { name: 'Club du Marais', players: players.slice(0, 5) };
    expect(seatRonde({ mode: 'equilibre', players, pastTables: [], seed: 1, teams: [large] })).toEqual({
      ok: false,
      error:
        'L’équipe « Club du Marais » compte 5 joueurs présents pour 4 tables : deux d’entre eux seraient forcément à la même table.',
    });
  });

  it('the same input and seed give the same tables', () => {
    const players = ids(32);
    const input = {
      mode: 'equilibre' as const,
      players,
      pastTables: [],
      seed: 9,
      teams: teamsOf(players, 4),
    };
    expect(seat(input)).toEqual(seat(input));
  });
});
