import { useId, useRef, useState } from 'react';
import type { User } from '@mj/api';
import { SUGGESTION_CAP, suggestPlayers } from '@mj/domain';

interface PlayerSearchProps {
  label: string;
  users: readonly User[];
  /** Players already chosen: never suggested again. */
  exclude: readonly string[];
  onPick: (user: User) => void;
  /** Words of each suggestion's button, e.g. "Ajouter". */
  actionLabel?: string;
  disabled?: boolean;
}

/**
 * Search by pseudo with at most 6 suggestions (spec section 5), each a thumb-sized button. After a pick
 * the field empties and keeps the focus, so several players are added in a row.
 */
export function PlayerSearch({ label, users, exclude, onPick, actionLabel = 'Ajouter', disabled }: PlayerSearchProps) {
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listId = useId();
  const suggestions = query.trim() === '' ? [] : suggestPlayers(users, query, exclude, SUGGESTION_CAP);

  function pick(user: User) {
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
            <button type="button" className="chip chip--action" disabled={disabled} onClick={() => pick(user)}>
              {actionLabel} {user.pseudo}
            </button>
          </li>
        ))}
      </ul>
      {query.trim() !== '' && suggestions.length === 0 && <p className="field__hint">Aucun joueur ne correspond.</p>}
    </div>
  );
}
