import type { ReactNode } from 'react';
import type { HistoryEntryWire } from '@mj/api';
import type { Ruleset } from '@mj/domain';
import { Overlay } from '../../../components/overlay';
import { RoundHistory } from '../components/round-history';

/** The history overlay of the round entry page (fetched when opened). */
export function HistoryOverlay({
  gameId,
  joueurs,
  pseudoOf,
  rules,
  onClose,
  actions,
}: {
  gameId: string;
  joueurs: readonly string[];
  pseudoOf: (id: string) => string;
  rules: Ruleset;
  onClose: () => void;
  actions?: (entry: HistoryEntryWire) => ReactNode;
}) {
  return (
    <Overlay title="Historique des tours" onClose={onClose}>
      <RoundHistory gameId={gameId} joueurs={joueurs} pseudoOf={pseudoOf} rules={rules} actions={actions} />
    </Overlay>
  );
}
