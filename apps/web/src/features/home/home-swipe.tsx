import { Page } from '../../components/page';

export function HomeSwipe() {
  return (
    <Page title="Accueil">
      <p>Chargement…</p>
    </Page>
  );
}
