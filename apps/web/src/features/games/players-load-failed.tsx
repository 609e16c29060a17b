import { getErrorMessage } from '@mj/api';
import { Alert } from '../../components/alert';
import { Page } from '../../components/page';

/** When the player list cannot be loaded (not worded by the spec). */
export const PLAYERS_FALLBACK = 'Impossible de charger la liste des joueurs.';

/** A new-game page without its player list: the server's detail or the fallback, and « Réessayer ». */
export function PlayersLoadFailed({
  title,
  error,
  retry,
}: {
  title: string;
  error: unknown;
  retry: () => unknown;
}) {
  return (
    <Page title={title}>
      <Alert onRetry={retry}>{getErrorMessage(error, PLAYERS_FALLBACK)}</Alert>
    </Page>
  );
}
