import { getErrorMessage } from '@mj/api';
import { useGetRondesQuery } from '@mj/api/rondes';
import { useGetTournamentQuery } from '@mj/api/tournaments';
import { useLocation } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { Button, ButtonLink } from '../../components/button';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/spinner';
import { paths } from '../../config/paths';
import { usePseudos } from '../../hooks/use-pseudos';
import { TOURNAMENT_MESSAGES as M } from './messages';
import { PLACEMENT_LABELS, SEAT_LABELS, sheetReturnPath } from './model/rondes';
import './tournaments.css';

/**
 * /tournois/{id}/rondes/{numero}/feuille: one ronde's seating for the room's wall, one line per table
 * with its four players in seat order; « Imprimer » prints it without the app's header.
 */
export function SeatingSheetPage({ tournamentId, numero }: { tournamentId: string; numero: number }) {
  const { pseudoOf } = usePseudos();
  const location = useLocation();
  const tournamentQuery = useGetTournamentQuery(tournamentId);
  const rondesQuery = useGetRondesQuery(tournamentId);
  const ronde = rondesQuery.data?.find((candidate) => candidate.numero === numero);
  const error = tournamentQuery.error ?? rondesQuery.error;

  if (tournamentQuery.isLoading || rondesQuery.isLoading) return <PageLoading />;
  if (error || !tournamentQuery.data || !ronde) {
    return (
      <Page title={`Ronde ${numero}`}>
        <Alert>{error ? getErrorMessage(error, M.rondesLoadFailed) : M.rondeNotFound}</Alert>
      </Page>
    );
  }
  return (
    <Page
      title={`${tournamentQuery.data.nom} – Ronde ${numero}`}
      className="seating-sheet-page"
      lead={`${PLACEMENT_LABELS[ronde.mode]} · ${ronde.tables.length} tables`}
      actions={
        <>
          <ButtonLink
            variant="secondary"
            to={sheetReturnPath(location.state, paths.tournament.href(tournamentId))}
            className="no-print"
          >
            Retour
          </ButtonLink>
          <Button className="no-print" onClick={() => window.print()}>
            Imprimer
          </Button>
        </>
      }
    >
      <table className="table seating-sheet">
        <caption className="visually-hidden">Placement de la ronde {numero}</caption>
        <thead>
          <tr>
            <th scope="col">Table</th>
            {SEAT_LABELS.map((seat) => (
              <th key={seat} scope="col">
                {seat}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ronde.tables.map((table) => (
            <tr key={table.table}>
              <th scope="row">{table.table}</th>
              {table.joueurs.map((userId) => (
                <td key={userId}>{pseudoOf(userId)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Page>
  );
}
