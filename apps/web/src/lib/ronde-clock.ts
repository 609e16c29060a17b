import { CLOCK_RUNNING } from '@mj/domain';
import type { Clock } from '@mj/api';

const MINUTE_MS = 60_000;

/**
 * A table's remaining time, `elapsedMs` after the answer that carried `clock` was received. The server
 * states the remaining time at its own instant (`restant_ms` at `maintenant`), so the phone only counts
 * the time since that answer: phones agree whatever their own clock says (docs/api-contract.md, Clock).
 * A paused or not yet started clock does not move. `table` adds that table's extra minutes.
 */
export function remainingMs(clock: Clock, elapsedMs: number, table: number | null = null): number {
  const extra = table === null ? 0 : (clock.supplements[String(table)] ?? 0) * MINUTE_MS;
  const running = clock.etat === CLOCK_RUNNING ? Math.max(0, elapsedMs) : 0;
  return clock.restant_ms + extra - running;
}

/** « 1:29:05 », « 29:05 », « 0:00 » once time is up (rounded up: 0:00 shows only when it is over). */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
