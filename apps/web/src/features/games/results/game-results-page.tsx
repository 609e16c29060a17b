import { Page } from '../../../components/page';

export function GameResultsPage(_props: { partyId: string }) {
  return (
    <Page title="Résultats de la partie">
      <p>Chargement…</p>
    </Page>
  );
}
