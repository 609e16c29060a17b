import { Page } from '../../components/page';

export function DashboardPage() {
  return (
    <Page title="Mon compte">
      <p>Chargement…</p>
    </Page>
  );
}
