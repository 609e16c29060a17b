import { describe, expect, it } from '@jest/globals';
import { applyClockAction, toClock } from '../../src/services/clock';

const start = new Date('2026-03-01T09:00:00.000Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe('ronde clock after time is up', () => {
  // A 1-minute ronde started at 9:00, table 2 given 2 extra minutes; time is up at 9:01.
  const running = applyClockAction(
    applyClockAction(
      { dureeMinutes: 90, horlogeFin: null, horlogeRestantMs: null, supplements: {} },
      { action: 'demarrer', duree_minutes: 1 },
      [1, 2],
      start,
    ),
    { action: 'supplement', table: 2, minutes: 2 },
    [1, 2],
    at(10),
  );

  it('pausing 9 s after the end keeps the overrun, so table 2 still has 1:51', () => {
    const paused = applyClockAction(running, { action: 'pause' }, [1, 2], at(69));
    const wire = toClock(paused, at(69));
    expect(wire.etat).toBe('en pause');
    expect(wire.restant_ms).toBe(-9_000);
    // Table 2: 2 min − 9 s = 111 s, as it read just before the pause.
    expect(wire.restant_ms + 60_000 * wire.supplements['2']!).toBe(111_000);
  });

  it('a pause does not move the time: table 2 reads 1:51 a minute later, and resumes from there', () => {
    const paused = applyClockAction(running, { action: 'pause' }, [1, 2], at(69));
    expect(toClock(paused, at(129)).restant_ms).toBe(-9_000);
    const resumed = applyClockAction(paused, { action: 'reprendre' }, [1, 2], at(129));
    // Deadline: 9 s before the resume; table 2 ends 111 s after it.
    expect(resumed.horlogeFin).toEqual(at(120));
    expect(toClock(resumed, at(140)).restant_ms + 120_000).toBe(100_000);
  });
});
