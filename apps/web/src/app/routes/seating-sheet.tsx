import { useParams } from 'react-router-dom';
import { SeatingSheetPage } from '../../features/tournaments/seating-sheet-page';

export default function SeatingSheetRoute() {
  const { id = '', numero = '' } = useParams();
  return <SeatingSheetPage key={`${id}/${numero}`} tournamentId={id} numero={Number(numero)} />;
}
