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
 * nothing shows for a player in none. A remembered league the player has left is forgotten.
 */
export function LeaguePicker({ value, onChange }: { value: string; onChange: (leagueId: string) => void }) {
  const id = useId();
  const { data: leagues } = useGetLeaguesQuery();
  const known = !value || leagues?.some((league) => league.id === value);
  useEffect(() => {
    if (leagues && !known) onChange('');
  }, [leagues, known, onChange]);
  if (!leagues || leagues.length === 0) return null;
  return (
    <div className="field">
      <label htmlFor={id}>Ligue</label>
      <select id={id} value={known ? value : ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">Aucune</option>
        {leagues.map((league) => (
          <option key={league.id} value={league.id}>
            {league.nom}
          </option>
        ))}
      </select>
    </div>
  );
}
