import { useParams } from 'react-router-dom';
import { CheckInPage } from '../../features/tournaments/registration/check-in-page';

export default function CheckInRoute() {
  const { jeton = '' } = useParams();
  return <CheckInPage key={jeton} jeton={jeton} />;
}
