import { CLOCK_RUNNING, CLOCK_WAITING } from '@mj/domain';
import { useId, useState, type FormEvent } from 'react';
import { getErrorMessage, type ClockAction, type Ronde } from '@mj/api';
import { useUpdateClockMutation } from '@mj/api/rondes';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { TOURNAMENT_MESSAGES as M } from '../messages';

/**
 * The admin's hand on a ronde's clock: the length and « Démarrer l’horloge » before the start, then
 * « Pause » / « Reprendre », and extra minutes for one table. The server keeps the time.
 */
export function ClockControls({ tournamentId, ronde }: { tournamentId: string; ronde: Ronde }) {
  const [updateClock, { isLoading }] = useUpdateClockMutation();
  const [minutes, setMinutes] = useState(String(ronde.horloge.duree_minutes));
  const [table, setTable] = useState(String(ronde.tables[0]?.table ?? 1));
  const [extra, setExtra] = useState('5');
  const [failure, setFailure] = useState<string | null>(null);
  const state = ronde.horloge.etat;
  const tableId = useId();

  async function send(action: ClockAction) {
    setFailure(null);
    try {
      await updateClock({ tournamentId, numero: ronde.numero, action }).unwrap();
    } catch (cause) {
      setFailure(getErrorMessage(cause, M.clockFailed));
    }
  }

  function start(event: FormEvent) {
    event.preventDefault();
    void send({ action: 'demarrer', duree_minutes: Number(minutes) });
  }

  function addTime(event: FormEvent) {
    event.preventDefault();
    void send({ action: 'supplement', table: Number(table), minutes: Number(extra) });
  }

  return (
    <div className="clock-controls">
      {state === CLOCK_WAITING ? (
        <form className="inline-form" onSubmit={start}>
          <MinutesField label="Durée (minutes)" max={600} value={minutes} onChange={setMinutes} />
          <Button type="submit" disabled={isLoading}>
            Démarrer l’horloge
          </Button>
        </form>
      ) : (
        <>
          <Button
            variant="secondary"
            disabled={isLoading}
            onClick={() => void send({ action: state === CLOCK_RUNNING ? 'pause' : 'reprendre' })}
          >
            {state === CLOCK_RUNNING ? 'Pause' : 'Reprendre'}
          </Button>
          <form className="inline-form" onSubmit={addTime}>
            <div className="field">
              <label htmlFor={tableId}>Table</label>
              <select id={tableId} value={table} onChange={(event) => setTable(event.target.value)}>
                {ronde.tables.map(({ table: number }) => (
                  <option key={number} value={number}>
                    Table {number}
                  </option>
                ))}
              </select>
            </div>
            <MinutesField label="Minutes en plus" max={120} value={extra} onChange={setExtra} />
            <Button type="submit" variant="secondary" disabled={isLoading}>
              Ajouter du temps
            </Button>
          </form>
        </>
      )}
      {failure && <Alert>{failure}</Alert>}
    </div>
  );
}

interface MinutesFieldProps {
  label: string;
  max: number;
  value: string;
  onChange: (value: string) => void;
}

/** A whole number of minutes, 1 to `max` (the contract's bounds). */
function MinutesField({ label, max, value, onChange }: MinutesFieldProps) {
  return (
    <Field
      label={label}
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      required
      value={value}
      onChange={onChange}
    />
  );
}
