import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';

/** A pseudo that leads to the player's statistics: rankings, results, podiums, histories. */
export function PlayerLink({ userId, children }: { userId: string; children: ReactNode }) {
  return (
    <Link className="player-link" to={paths.playerStats.href(userId)}>
      {children}
    </Link>
  );
}
