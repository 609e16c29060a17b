import { useId, useRef, useState } from 'react';
import { suggestPlayers, type Suggestable } from '@mj/domain';

interface PlayerSearchProps<U extends Suggestable> {
  label: string;
  users: readonly U[];
  /** Players already chosen: never suggested again. */
  exclude: readonly string[];
  /** At most this many suggestions (6 here, spec section 5). */
  cap: number;
  /** Words of each suggestion's button: `${actionLabel} ${pseudo}`. */
  actionLabel: string;
  onPick: (user: U) => void;
  disabled?: boolean;
}

/**
 * Search by pseudo with case-insensitive suggestions (the domain's `suggestPlayers`), each a thumb-sized
 * button. After a pick the field empties and keeps the focus, so several players are added in a row.
 * Same props as the games feature's PlayerSearch, so both can become one shared component.
 */
export function PlayerSearch<U extends Suggestable>(props: PlayerSearchProps<U>) {
  const { label, users, exclude, cap, actionLabel, onPick, disabled } = props;
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listId = useId();
  const suggestions = query.trim() === '' ? [] : suggestPlayers(users, query, exclude, cap);

  function pick(user: U) {
    onPick(user);
    setQuery('');
    input.current?.focus();
  }

  return (
    <div className="field player-search">
      <label htmlFor={inputId}>{label}</label>
      <input
        ref={input}
        id={inputId}
        type="search"
        autoComplete="off"
        placeholder="Pseudo…"
        value={query}
        disabled={disabled}
        aria-controls={listId}
        onChange={(event) => setQuery(event.target.value)}
      />
      <ul id={listId} className="player-search__suggestions" aria-label="Suggestions">
        {suggestions.map((user) => (
          <li key={user.user_id}>
            <button type="button" className="chip" disabled={disabled} onClick={() => pick(user)}>
              {actionLabel} {user.pseudo}
            </button>
          </li>
        ))}
      </ul>
      {query.trim() !== '' && suggestions.length === 0 && <p className="field__hint">Aucun joueur ne correspond.</p>}
    </div>
  );
}
