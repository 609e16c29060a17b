import type { Tournament } from '@mj/api';
import { StagesSection } from './stages-section';
import { TeamsSection } from './teams-section';

/** The tournament's formats on its admin page, loaded on their own: teams (admin) and stages (staff). */
export default function FormatsSections({ tournament, admin }: { tournament: Tournament; admin: boolean }) {
  return (
    <>
      {admin && <TeamsSection tournament={tournament} />}
      <StagesSection tournament={tournament} />
    </>
  );
}
