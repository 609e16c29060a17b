import { useEffect, useId } from 'react';
import { useGetLeaguesQuery } from '@mj/api/leagues';
import { safeStorage } from '../lib/storage';

/** The league the player last chose for a game on this device: offered again next time ('' for none). */
const LAST_LEAGUE_KEY = 'mj.derniere-ligue';

export const lastLeague = (): string => safeStorage.get(LAST_LEAGUE_KEY) ?? '';

export function rememberLeague(leagueId: string): void {
  safeStorage.set(LAST_LEAGUE_KEY, leagueId);
}

/**
 * « Ligue »: the league a new game is played for (its seasons count it), among the player's leagues;
 * nothing shows for a player in none. A remembered league the player has left is forgotten. For a
 * tournament (`administeredBy`), only the leagues its admin administers, and the one it is attached to
 * is kept even when the admin cannot see it (« Ligue actuelle »).
 */
export function LeaguePicker({
  value,
  onChange,
  administeredBy,
}: {
  value: string;
  onChange: (leagueId: string) => void;
  administeredBy?: string;
}) {
  const id = useId();
  const { data: all } = useGetLeaguesQuery();
  const leagues = administeredBy ? all?.filter((league) => league.admins.includes(administeredBy)) : all;
  const known = !value || leagues?.some((league) => league.id === value);
  const forget = leagues !== undefined && !known && !administeredBy;
  useEffect(() => {
    if (forget) onChange('');
  }, [forget, onChange]);
  if (!leagues || (leagues.length === 0 && known)) return null;
  return (
    <div className="field">
      <label htmlFor={id}>Ligue</label>
      <select
        id={id}
        value={known || administeredBy ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Aucune</option>
        {!known && <option value={value}>Ligue actuelle</option>}
        {leagues.map((league) => (
          <option key={league.id} value={league.id}>
            {league.nom}
          </option>
        ))}
      </select>
    </div>
  );
}
