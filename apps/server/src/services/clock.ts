/**
 * A ronde's clock, kept in server time so that every phone shows the same remaining time. Stored as a
 * deadline while it runs and as the remaining milliseconds while paused (both null before the start);
 * single tables may get extra minutes. Pure: `now` is a parameter.
 */
import { CLOCK_PAUSED, CLOCK_RUNNING, CLOCK_WAITING, type ClockStateName } from '@mj/domain';
import { unprocessable, conflict } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { ClockColumns } from '../repositories/rondes';

export type ClockAction =
  | { action: 'demarrer'; duree_minutes?: number }
  | { action: 'pause' }
  | { action: 'reprendre' }
  | { action: 'supplement'; table: number; minutes: number };

export type ClockState = ClockStateName;

const MINUTE_MS = 60_000;

export function clockState(clock: ClockColumns): ClockState {
  if (clock.horlogeFin) return CLOCK_RUNNING;
  if (clock.horlogeRestantMs !== null) return CLOCK_PAUSED;
  return CLOCK_WAITING;
}

/** The main clock's remaining time at `now` (negative once time is up), extra minutes not included. */
export function remainingMs(clock: ClockColumns, now: Date): number {
  if (clock.horlogeFin) return clock.horlogeFin.getTime() - now.getTime();
  return clock.horlogeRestantMs ?? clock.dureeMinutes * MINUTE_MS;
}

/** The clock on the wire (docs/api-contract.md, "Ronde clock"). */
export function toClock(clock: ClockColumns, now: Date) {
  return {
    etat: clockState(clock),
    duree_minutes: clock.dureeMinutes,
    restant_ms: remainingMs(clock, now),
    fin: clock.horlogeFin?.toISOString() ?? null,
    supplements: clock.supplements,
    maintenant: now.toISOString(),
  };
}

export type WireClock = ReturnType<typeof toClock>;

/** The clock after `action` at `now`, or the French refusal. `tables` are the ronde's table numbers. */
export function applyClockAction(
  clock: ClockColumns,
  action: ClockAction,
  tables: readonly number[],
  now: Date,
): ClockColumns {
  const state = clockState(clock);
  switch (action.action) {
    case 'demarrer': {
      if (state !== CLOCK_WAITING) throw conflict(SERVER_MESSAGES.clockAlreadyStarted);
      const dureeMinutes = action.duree_minutes ?? clock.dureeMinutes;
      return { ...clock, dureeMinutes, horlogeFin: new Date(now.getTime() + dureeMinutes * MINUTE_MS) };
    }
    case 'pause':
      if (state !== CLOCK_RUNNING) throw conflict(SERVER_MESSAGES.clockNotRunning);
      // Kept negative once time is up: a table with extra minutes counts them from the real overrun
      // (clamping to 0 gave such a table its whole supplement back on every pause).
      return { ...clock, horlogeFin: null, horlogeRestantMs: remainingMs(clock, now) };
    case 'reprendre':
      if (state !== CLOCK_PAUSED) throw conflict(SERVER_MESSAGES.clockNotPaused);
      return {
        ...clock,
        horlogeFin: new Date(now.getTime() + remainingMs(clock, now)),
        horlogeRestantMs: null,
      };
    case 'supplement': {
      if (!tables.includes(action.table)) throw unprocessable(SERVER_MESSAGES.unknownTable(action.table));
      const key = String(action.table);
      const supplements = { ...clock.supplements, [key]: (clock.supplements[key] ?? 0) + action.minutes };
      return { ...clock, supplements };
    }
  }
}
