import { useId, useState } from 'react';
import { PLAYER_COUNT } from '@mj/domain';
import { Field } from '../../../components/field';
import { Button } from '../../../components/button';
import { usePseudos } from '../../../hooks/use-pseudos';
import { ofName } from '../../../lib/french';

interface FixedTablesFieldProps {
  /** Everyone who may sit: the players and the admin. */
  players: readonly string[];
  /** Player id → table number, as it will be saved. */
  value: Readonly<Record<string, number>>;
  onChange: (next: Record<string, number>) => void;
}

/**
 * « Tables fixes » in the tournament's edit form: the players kept at one table in every ronde (a
 * wheelchair, a table by the door). The admin picks a player and a table number, and removes one; the
 * form saves the whole list, the server refusing a table the field lacks or a table fixed twice.
 */
export function FixedTablesField({ players, value, onChange }: FixedTablesFieldProps) {
  const id = useId();
  const { pseudoOf } = usePseudos();
  const [player, setPlayer] = useState('');
  const [table, setTable] = useState('');
  const tables = Math.floor(players.length / PLAYER_COUNT);
  const number = Number(table);
  const valid = player !== '' && Number.isInteger(number) && number >= 1 && number <= tables;
  const fixed = Object.entries(value).sort(([, a], [, b]) => a - b);

  function add() {
    onChange({ ...value, [player]: number });
    setPlayer('');
    setTable('');
  }

  function remove(userId: string) {
    const { [userId]: _removed, ...rest } = value;
    onChange(rest);
  }

  return (
    <fieldset className="fieldset fixed-tables">
      <legend>Tables fixes</legend>
      <p id={`${id}-hint`} className="field__hint">
        Un joueur gardé à la même table à chaque ronde (fauteuil roulant, table près de la porte)&nbsp;: une
        table fixe par joueur, de 1 à {tables}.
      </p>
      {fixed.length > 0 && (
        <ul className="fixed-tables__list" aria-label="Joueurs à table fixe">
          {fixed.map(([userId, number]) => (
            <li key={userId}>
              {pseudoOf(userId)}&nbsp;: table {number}{' '}
              <Button
                variant="ghost"
                aria-label={`Retirer la table fixe ${ofName(pseudoOf(userId))}`}
                onClick={() => remove(userId)}
              >
                Retirer
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="inline-form">
        <div className="field">
          <label htmlFor={`${id}-player`}>Joueur à fixer</label>
          <select id={`${id}-player`} value={player} onChange={(event) => setPlayer(event.target.value)}>
            <option value="">Choisis un joueur</option>
            {players
              .filter((userId) => value[userId] === undefined)
              .map((userId) => (
                <option key={userId} value={userId}>
                  {pseudoOf(userId)}
                </option>
              ))}
          </select>
        </div>
        <Field
          label="Table"
          type="number"
          inputMode="numeric"
          min={1}
          max={tables}
          value={table}
          aria-describedby={`${id}-hint`}
          onChange={setTable}
        />
        <Button variant="secondary" disabled={!valid} onClick={add}>
          Fixer à cette table
        </Button>
      </div>
    </fieldset>
  );
}
