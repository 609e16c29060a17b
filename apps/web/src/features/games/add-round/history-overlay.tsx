import { getErrorMessage, useGetRoundsQuery } from '@mj/api';
import { Alert } from '../../../components/alert';
import { Overlay } from '../../../components/overlay';
import { PageLoading } from '../../../components/spinner';
import { RoundHistory } from '../components/round-history';

/** The history overlay of the round entry page (fetched when opened). */
export function HistoryOverlay({
  partyId,
  joueurs,
  pseudoOf,
  onClose,
}: {
  partyId: string;
  joueurs: readonly string[];
  pseudoOf: (id: string) => string;
  onClose: () => void;
}) {
  const rounds = useGetRoundsQuery(partyId);
  return (
    <Overlay title="Historique des tours" onClose={onClose}>
      {rounds.isLoading ? (
        <PageLoading />
      ) : rounds.isError ? (
        <Alert onRetry={rounds.refetch}>
          {getErrorMessage(rounds.error, "Impossible de charger l'historique.")}
        </Alert>
      ) : (
        <RoundHistory entries={rounds.data?.tours ?? []} joueurs={joueurs} pseudoOf={pseudoOf} />
      )}
    </Overlay>
  );
}
