import { Link } from 'react-router-dom';
import type { League } from '@mj/api';
import { useGetLeaguesQuery, useGetSeasonsQuery, useGetStandingsQuery } from '@mj/api/leagues';
import { formatPoints, formatTenths } from '@mj/domain';
import { paths } from '../../config/paths';
import { localToday } from '../../lib/time-of-day';
import { useCurrentUser } from '../../session/use-current-user';
import { FIGURE_LABELS } from './messages';

/** A player's line in a league's running season (the newest whose days hold today), if they have one. */
function LeagueSeasonLine({ league, userId }: { league: League; userId: string }) {
  const { data: seasons } = useGetSeasonsQuery(league.id);
  const day = localToday();
  const season = seasons?.find((candidate) => candidate.date_debut <= day && day <= candidate.date_fin);
  const { data } = useGetStandingsQuery(season?.id ?? '', {
    skip: !season,
    refetchOnMountOrArgChange: true,
  });
  const line = data?.lignes.find((candidate) => candidate.user_id === userId);
  if (!season || !line) return null;
  const value =
    season.mesure === 'note'
      ? formatTenths(line.note ?? 0)
      : formatPoints(season.mesure === 'moyenne' ? line.moyenne : line.total);
  return (
    <li>
      <Link to={paths.league.href(league.id)}>
        {league.nom} — {season.nom}
      </Link>
      {'\u00a0: '}
      {line.rang === null ? 'non classé' : `${line.rang}${line.rang === 1 ? 'er' : 'e'}`},{' '}
      {FIGURE_LABELS[season.mesure].toLowerCase()} {value} ({line.parties} partie{line.parties > 1 ? 's' : ''}
      )
    </li>
  );
}

/**
 * The player's lines in the running seasons of the reader's leagues: the dashboard shows the reader's own,
 * a player's page that player's (only leagues the reader belongs to can be read).
 */
export function SeasonLines({ userId, title }: { userId: string; title: string }) {
  const { data: leagues } = useGetLeaguesQuery();
  if (!leagues || leagues.length === 0) return null;
  return (
    <section className="season-lines" aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {leagues.map((league) => (
          <LeagueSeasonLine key={league.id} league={league} userId={userId} />
        ))}
      </ul>
    </section>
  );
}

/** The dashboard's line: the signed-in player's place in each running season. */
export function MySeasonLines() {
  const user = useCurrentUser();
  return user ? <SeasonLines userId={user.user_id} title="Mes saisons" /> : null;
}
