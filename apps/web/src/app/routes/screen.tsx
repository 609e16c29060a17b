import { useParams } from 'react-router-dom';
import { ScreenPage } from '../../features/screen/screen-page';

export default function ScreenRoute() {
  const { jeton = '' } = useParams();
  return <ScreenPage key={jeton} jeton={jeton} />;
}
