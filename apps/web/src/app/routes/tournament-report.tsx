import { useParams } from 'react-router-dom';
import { ReportPage } from '../../features/tournaments/registration/report-page';

export default function TournamentReportRoute() {
  const { id = '' } = useParams();
  return <ReportPage key={id} tournamentId={id} />;
}
