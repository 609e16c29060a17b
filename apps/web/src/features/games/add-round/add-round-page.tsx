import { Page } from '../../../components/page';

export function AddRoundPage(_props: { partyId: string }) {
  return (
    <Page title="Partie">
      <p>Chargement…</p>
    </Page>
  );
}
