import { Page } from '../../components/page';

export function CreateFinalGamePage(_props: { tournoiId: string | null }) {
  return (
    <Page title="Partie terminée">
      <p>Chargement…</p>
    </Page>
  );
}
