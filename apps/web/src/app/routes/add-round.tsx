import { useParams } from 'react-router-dom';
import { AddRoundPage } from '../../features/games/add-round/add-round-page';

export default function AddRoundRoute() {
  const { partyId = '' } = useParams();
  return <AddRoundPage key={partyId} partyId={partyId} />;
}
