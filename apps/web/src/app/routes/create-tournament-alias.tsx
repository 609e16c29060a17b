import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';

/** The spec's /home call-to-action points at /create-tournament: it leads to tournament creation. */
export default function CreateTournamentAliasRoute() {
  return <Navigate to={paths.createTournament.href()} replace />;
}
