import { useId, useState } from 'react';
import { suggestPlayers, type Suggestable } from '@mj/domain';

interface PlayerSearchProps<U extends Suggestable> {
  users: readonly U[];
  /** Players already chosen: never suggested again. */
  exclude: readonly string[];
  /** 6 for a new game, 8 for a finished game (spec section 5). */
  cap: number;
  label: string;
  /** Accessible name of each suggestion: `${actionLabel} ${pseudo}`. */
  actionLabel: string;
  onPick: (user: U) => void;
  disabled?: boolean;
  placeholder?: string;
}

/** Search by pseudo with case-insensitive suggestions (the domain's `suggestPlayers`). */
export function PlayerSearch<U extends Suggestable>({
  users,
  exclude,
  cap,
  label,
  actionLabel,
  onPick,
  disabled,
  placeholder = 'Tape un pseudo…',
}: PlayerSearchProps<U>) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const listId = useId();
  const suggestions = query.trim() ? suggestPlayers(users, query, exclude, cap) : [];

  return (
    <div className="field player-search">
      <label htmlFor={inputId}>{label}</label>
      <input
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
            onPick(suggestions[0]);
            setQuery('');
          }
        }}
      />
      <ul id={listId} className="suggestions" hidden={suggestions.length === 0} aria-label="Suggestions">
        {suggestions.map((user) => (
          <li key={user.user_id}>
            <button
              type="button"
              aria-label={`${actionLabel} ${user.pseudo}`}
              onClick={() => {
                onPick(user);
                setQuery('');
              }}
            >
              {user.pseudo}
            </button>
          </li>
        ))}
      </ul>
      {query.trim() && suggestions.length === 0 && <p className="field__hint">Aucun joueur trouvé.</p>}
    </div>
  );
}
