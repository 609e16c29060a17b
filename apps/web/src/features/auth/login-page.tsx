import { Page } from '../../components/page';

export function LoginPage() {
  return (
    <Page title="Mahjong FR">
      <p>Chargement…</p>
    </Page>
  );
}
