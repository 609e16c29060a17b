import { useState, type FormEvent } from 'react';
import { getErrorMessage, useUpdateClockMutation, type ClockAction, type Ronde } from '@mj/api';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TOURNAMENT_MESSAGES as M } from '../messages';

/**
 * The admin's hand on a ronde's clock: the length and « Démarrer l’horloge » before the start, then
 * « Pause » / « Reprendre », and extra minutes for one table. The server keeps the time.
 */
export function ClockControls({ tournoiId, ronde }: { tournoiId: string; ronde: Ronde }) {
  const [updateClock, { isLoading }] = useUpdateClockMutation();
  const [minutes, setMinutes] = useState(String(ronde.horloge.duree_minutes));
  const [table, setTable] = useState(String(ronde.tables[0]?.table ?? 1));
  const [extra, setExtra] = useState('5');
  const [failure, setFailure] = useState<string | null>(null);
  const state = ronde.horloge.etat;

  async function send(action: ClockAction) {
    setFailure(null);
    try {
      await updateClock({ tournoiId, numero: ronde.numero, action }).unwrap();
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
      {state === 'en attente' ? (
        <form className="inline-form" onSubmit={start}>
          <div className="field">
            <label htmlFor={`duree-${ronde.numero}`}>Durée (minutes)</label>
            <input
              id={`duree-${ronde.numero}`}
              type="number"
              min={1}
              max={600}
              required
              value={minutes}
              onChange={(event) => setMinutes(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={isLoading}>
            Démarrer l’horloge
          </Button>
        </form>
      ) : (
        <>
          <Button
            variant="secondary"
            disabled={isLoading}
            onClick={() => void send({ action: state === 'en cours' ? 'pause' : 'reprendre' })}
          >
            {state === 'en cours' ? 'Pause' : 'Reprendre'}
          </Button>
          <form className="inline-form" onSubmit={addTime}>
            <div className="field">
              <label htmlFor={`table-${ronde.numero}`}>Table</label>
              <select
                id={`table-${ronde.numero}`}
                value={table}
                onChange={(event) => setTable(event.target.value)}
              >
                {ronde.tables.map(({ table: number }) => (
                  <option key={number} value={number}>
                    Table {number}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`extra-${ronde.numero}`}>Minutes en plus</label>
              <input
                id={`extra-${ronde.numero}`}
                type="number"
                min={1}
                max={120}
                required
                value={extra}
                onChange={(event) => setExtra(event.target.value)}
              />
            </div>
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
