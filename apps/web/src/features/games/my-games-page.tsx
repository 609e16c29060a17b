import { Page } from '../../components/page';

export function MyGamesPage() {
  return (
    <Page title="Mes parties">
      <p>Chargement…</p>
    </Page>
  );
}
