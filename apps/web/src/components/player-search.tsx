import { useId, useRef, useState } from 'react';
import { suggestPlayers, type Suggestable } from '@mj/domain';

interface PlayerSearchProps<U extends Suggestable> {
  label: string;
  users: readonly U[];
  /** Players already chosen: never suggested again. */
  exclude: readonly string[];
  /** At most this many suggestions: 6 for a new game or tournament, 8 for a finished game. */
  cap: number;
  /** Accessible name of each suggestion: `${actionLabel} ${pseudo}`. */
  actionLabel: string;
  onPick: (user: U) => void;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * Search by pseudo with case-insensitive suggestions (the domain's `suggestPlayers`), each a thumb-sized
 * button; Enter takes the first one. After a pick the field empties and keeps the focus, so several
 * players are added in a row. Shared by the games and tournaments features.
 */
export function PlayerSearch<U extends Suggestable>({
  label,
  users,
  exclude,
  cap,
  actionLabel,
  onPick,
  disabled,
  placeholder = 'Tape un pseudo…',
}: PlayerSearchProps<U>) {
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
        enterKeyHint="done"
        placeholder={placeholder}
        aria-controls={listId}
        disabled={disabled}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && suggestions[0]) {
            event.preventDefault();
            pick(suggestions[0]);
          }
        }}
      />
      <ul id={listId} className="suggestions" hidden={suggestions.length === 0} aria-label="Suggestions">
        {suggestions.map((user) => (
          <li key={user.user_id}>
            <button
              type="button"
              aria-label={`${actionLabel} ${user.pseudo}`}
              disabled={disabled}
              onClick={() => pick(user)}
            >
              {user.pseudo}
            </button>
          </li>
        ))}
      </ul>
      {query.trim() !== '' && suggestions.length === 0 && <p className="field__hint">Aucun joueur trouvé.</p>}
    </div>
  );
}
