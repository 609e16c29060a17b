import { useParams } from 'react-router-dom';
import { JoinPage } from '../../features/tournaments/registration/join-page';

export default function JoinRoute() {
  const { jeton = '' } = useParams();
  return <JoinPage key={jeton} jeton={jeton} />;
}
