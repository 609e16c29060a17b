import { CLOCK_RUNNING, CLOCK_WAITING, FINISHED } from '@mj/domain';
import { useEffect, useState } from 'react';
import { type Clock, type Game } from '@mj/api';
import { useGetRondesQuery } from '@mj/api/rondes';
import { useLiveTournament } from '../hooks/use-live-updates';
import { formatRemaining, remainingMs } from '../lib/ronde-clock';

/** When time is up the room plays its last hand. */
export const LAST_HAND = 'Dernière donne';

/** Milliseconds since `receivedAt` (the answer's arrival, `Date.now()` based), ticking every second. */
export function useElapsed(receivedAt: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [receivedAt, running]);
  return now - receivedAt;
}

interface RondeClockProps {
  clock: Clock;
  /** When the answer carrying `clock` arrived (RTK Query's `fulfilledTimeStamp`). */
  receivedAt: number;
  /** A table's own time, extra minutes included; the ronde's main clock without it. */
  table?: number | null;
  label?: string;
  className?: string;
}

/**
 * A ronde's remaining time, counted down from the server's figure: « 1:12:40 », « en pause », and
 * « Dernière donne » once it is over. Not started: the ronde's length, « en attente ».
 */
export function RondeClock({
  clock,
  receivedAt,
  table = null,
  label = 'Temps restant',
  className,
}: RondeClockProps) {
  const elapsed = useElapsed(receivedAt, clock.etat === CLOCK_RUNNING);
  const left = remainingMs(clock, elapsed, table);
  const over = clock.etat !== CLOCK_WAITING && left <= 0;
  const extra = table === null ? 0 : (clock.supplements[String(table)] ?? 0);
  return (
    <p
      className={['ronde-clock', over ? 'ronde-clock--over' : '', className ?? ''].filter(Boolean).join(' ')}
      role="timer"
      aria-label={label}
    >
      <span className="ronde-clock__label">{label}</span>
      <span className="ronde-clock__time">{over ? LAST_HAND : formatRemaining(left)}</span>
      {clock.etat !== CLOCK_RUNNING && <span className="ronde-clock__state">{clock.etat}</span>}
      {extra > 0 && <span className="ronde-clock__state">+{extra} min</span>}
    </p>
  );
}

/**
 * On a ronde game's /add-tour: the table's remaining time (extra minutes included), or nothing. It follows
 * the tournament's stream (a pause or extra minutes arrive as a `ronde` event, which reads the rondes
 * again) and polls only while that stream is down.
 */
export function GameRondeClock({ game }: { game: Game }) {
  const inRonde = game.tournois_id !== null && game.ronde !== null && game.etat !== FINISHED;
  const refresh = useLiveTournament(game.tournois_id ?? '', inRonde);
  const { data, fulfilledTimeStamp } = useGetRondesQuery(game.tournois_id ?? '', {
    skip: !inRonde,
    ...refresh,
  });
  const ronde = data?.find((candidate) => candidate.numero === game.ronde);
  if (!inRonde || !ronde || fulfilledTimeStamp === undefined) return null;
  return <RondeClock clock={ronde.horloge} receivedAt={fulfilledTimeStamp} table={game.table} />;
}
