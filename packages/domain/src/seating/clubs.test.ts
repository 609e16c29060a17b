import { describe, expect, it } from '@jest/globals';
import type { UserId } from '../types';
import { repeatedPairs } from './history';
import { seatRonde } from './ronde';
import type { RondeInput, SeatingTeam } from './ronde';

const ids = (count: number) => Array.from({ length: count }, (_, i) => `j${String(i + 1).padStart(3, '0')}`);
const club = (name: string, players: UserId[]): SeatingTeam => ({ name, players });

/** Rondes asked one at a time, as the server does. */
function tournament(players: readonly UserId[], rondes: number, options: Partial<RondeInput> = {}) {
  const past: UserId[][] = [];
  for (let r = 0; r < rondes; r += 1) {
    const result = seatRonde({
      mode: 'equilibre',
      players,
      pastTables: past,
      seed: 7 + r,
      plannedRondes: rondes,
      ...options,
    });
    if (!result.ok) throw new Error(result.error);
    past.push(...result.value);
  }
  return past;
}

/** Pairs of one group (club or team) seated at one table, over every table. */
function matesTogether(tables: readonly (readonly UserId[])[], groups: readonly SeatingTeam[]): number {
  const groupOf = new Map(groups.flatMap((group, k) => group.players.map((id) => [id, k])));
  let pairs = 0;
  for (const table of tables)
    table.forEach((id, i) =>
      table.slice(0, i).forEach((other) => {
        if (groupOf.has(id) && groupOf.get(other) === groupOf.get(id)) pairs += 1;
      }),
    );
  return pairs;
}

/** Players who started some wind at least twice more than another. */
function windsOff(tables: readonly (readonly UserId[])[]): number {
  const counts = new Map<UserId, number[]>();
  for (const table of tables)
    table.forEach((id, seat) => {
      const row = counts.get(id) ?? [0, 0, 0, 0];
      row[seat] = (row[seat] as number) + 1;
      counts.set(id, row);
    });
  return [...counts.values()].filter((row) => Math.max(...row) - Math.min(...row) > 1).length;
}

describe('members of one club kept at separate tables (a soft preference)', () => {
  it('16 players over 4 rondes, clubs of 4, 3 and 3: never two club-mates at a table', () => {
    const players = ids(16);
    // By id, the schedule's first ronde would seat j001–j004 together.
    const clubs = [
      club('Riichi Lyon', ['j001', 'j002', 'j003', 'j004']),
      club('Pung Paris', ['j005', 'j006', 'j007']),
      club('Kan Nantes', ['j009', 'j010', 'j011']),
    ];
    expect(matesTogether(tournament(players, 4), clubs)).toBeGreaterThan(0);
    const tables = tournament(players, 4, { clubs });
    expect(matesTogether(tables, clubs)).toBe(0);
    expect(repeatedPairs(tables)).toBe(0);
    expect(windsOff(tables)).toBe(0);
  });

  it('32 players over 5 rondes, a club of 10 for 8 tables: as few club-mates together as the tables allow', () => {
    const players = ids(32);
    const clubs = [club('Grand club', ids(10)), club('Petit club', ['j020', 'j021', 'j022'])];
    const tables = tournament(players, 5, { clubs });
    // 10 members at 8 tables put two of them together at least twice a ronde: 10 pairs over 5 rondes,
    // and the little club never meets.
    expect(matesTogether(tables, clubs)).toBe(10);
    expect(matesTogether(tournament(players, 5), clubs)).toBeGreaterThan(matesTogether(tables, clubs));
    expect(repeatedPairs(tables)).toBe(0);
    expect(windsOff(tables)).toBe(0);
  });

  it('gives way to teams, which stay a hard constraint', () => {
    const players = ids(16);
    const teams = [
      { name: 'Équipe A', players: ['j001', 'j005', 'j009', 'j013'] },
      { name: 'Équipe B', players: ['j002', 'j006', 'j010', 'j014'] },
    ];
    const clubs = [club('Riichi Lyon', ['j001', 'j002', 'j003', 'j004'])];
    const tables = tournament(players, 4, { teams, clubs });
    expect(matesTogether(tables, teams)).toBe(0);
    // The affine plane AG(2, 4) seats every pair once in its 5 rondes: players never met over 4 rondes
    // share a line of the fifth. Each team takes one such line, so j001 (team A) and j002 (team B) are on
    // different lines, and at best j003 and j004 share a third: 5 of the club's 6 pairs meet, once each.
    expect(matesTogether(tables, clubs)).toBe(5);
    expect(repeatedPairs(tables)).toBe(0);
  });
});
