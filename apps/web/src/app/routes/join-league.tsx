import { useParams } from 'react-router-dom';
import { JoinLeaguePage } from '../../features/leagues/join-league-page';

export default function JoinLeagueRoute() {
  const { jeton = '' } = useParams();
  return <JoinLeaguePage key={jeton} jeton={jeton} />;
}
