import type { Ronde, RondeMode, RondeTable, Tournament } from '@mj/api';

export const MODE_LABELS: Readonly<Record<RondeMode, string>> = {
  equilibre: 'Équilibrée',
  suisse: 'Suisse',
  paliers: 'Par paliers',
};

/** The same modes as the seating's name (« placement » is masculine: not « Placement équilibrée »). */
export const PLACEMENT_LABELS: Readonly<Record<RondeMode, string>> = {
  equilibre: 'Placement équilibré',
  suisse: 'Placement suisse',
  paliers: 'Placement par paliers',
};

/** Router state of a link to the seating sheet: the page to go back to (the admin's or the player's). */
export interface SheetOrigin {
  from: string;
}

/** Where the sheet's « Retour » leads: the page that opened it when known, else the tournament's page. */
export function sheetReturnPath(state: unknown, fallback: string): string {
  const from = (state as Partial<SheetOrigin> | null)?.from;
  // Only a path of this app: never a protocol-relative or absolute address carried in the state.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : fallback;
}

/** A table's four seats, in the order the server gives them (East deals first). */
export const SEAT_LABELS = ['Est', 'Sud', 'Ouest', 'Nord'] as const;

/** The table where `userId` sits in `ronde`, if any. */
export function tableOf(ronde: Ronde, userId: string): RondeTable | undefined {
  return ronde.tables.find((table) => table.joueurs.includes(userId));
}

/** A seat: table index and seat index in a proposal's `tables`. */
export interface Seat {
  table: number;
  seat: number;
}

/** The tables with the players of two seats exchanged (the admin's hand edit of a proposal). */
export function swapSeats(tables: readonly (readonly string[])[], a: Seat, b: Seat): string[][] {
  const next = tables.map((players) => [...players]);
  const first = next[a.table]![a.seat]!;
  next[a.table]![a.seat] = next[b.table]![b.seat]!;
  next[b.table]![b.seat] = first;
  return next;
}

/**
 * The players ticked as present by default, as the server seats them: the tournament's players not marked
 * absent, only those checked in once check-in is used; a substitute only once the admin has seated them
 * (in the last ronde: the one who took an absent player's seat plays on, under the same presence rule).
 */
export function defaultPresent(
  tournament: Pick<Tournament, 'joueurs' | 'absents' | 'presents' | 'remplacants'>,
  lastRonde?: Pick<Ronde, 'tables'>,
): string[] {
  const checkIn = tournament.presents.length > 0;
  const seatedLast = new Set(lastRonde?.tables.flatMap((table) => table.joueurs));
  return tournament.joueurs.filter(
    (userId) =>
      !tournament.absents.includes(userId) &&
      (!tournament.remplacants.includes(userId) || seatedLast.has(userId)) &&
      (!checkIn || tournament.presents.includes(userId)),
  );
}
