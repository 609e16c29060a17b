/**
 * The compact text form of the schedules shipped as data (schedules.data.ts): each player of each table
 * of each ronde as one character of SCHEDULE_DIGITS (fields up to 64 players) or two (up to 4096).
 */
export const SCHEDULE_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Fields whose schedule is built by designs.ts rather than shipped as data. */
export const BUILT_IN_FIELDS: readonly number[] = [16, 28, 64, 128];

/** Data holds at most 12 rondes per field: tournaments longer than that repeat pairs anyway. */
export const MAX_SHIPPED_RONDES = 12;

const widthFor = (players: number) => (players <= SCHEDULE_DIGITS.length ? 1 : 2);

export function encodeSchedule(rondes: readonly (readonly (readonly number[])[])[], players: number): string {
  const width = widthFor(players);
  const digit = (p: number) =>
    width === 1
      ? (SCHEDULE_DIGITS[p] as string)
      : `${SCHEDULE_DIGITS[p >> 6] as string}${SCHEDULE_DIGITS[p & 63] as string}`;
  return rondes.map((ronde) => ronde.flat().map(digit).join('')).join('');
}

export function decodeSchedule(text: string, players: number): number[][][] {
  const width = widthFor(players);
  const values: number[] = [];
  for (let i = 0; i < text.length; i += width) {
    const high = width === 1 ? 0 : SCHEDULE_DIGITS.indexOf(text[i] as string);
    values.push(high * 64 + SCHEDULE_DIGITS.indexOf(text[i + width - 1] as string));
  }
  const rondes: number[][][] = [];
  for (let start = 0; start + players <= values.length; start += players) {
    const ronde: number[][] = [];
    for (let t = start; t < start + players; t += 4) ronde.push(values.slice(t, t + 4));
    rondes.push(ronde);
  }
  return rondes;
}
