import { Page } from '../../components/page';

export function CreateGamePage(_props: { tournoiId: string | null }) {
  return (
    <Page title="Nouvelle partie">
      <p>Chargement…</p>
    </Page>
  );
}
