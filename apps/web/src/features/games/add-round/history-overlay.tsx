import { Overlay } from '../../../components/overlay';
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
  return (
    <Overlay title="Historique des tours" onClose={onClose}>
      <RoundHistory partyId={partyId} joueurs={joueurs} pseudoOf={pseudoOf} />
    </Overlay>
  );
}
