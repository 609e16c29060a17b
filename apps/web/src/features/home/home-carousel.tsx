import { Page } from '../../components/page';

export function HomeCarousel() {
  return (
    <Page title="Accueil">
      <p>Chargement…</p>
    </Page>
  );
}
