import { lazy, Suspense, type ReactNode } from 'react';
import type { Tournament } from '@mj/api';
import { ButtonLink } from '../../components/button';
import { paths } from '../../config/paths';
import { GamesSection } from './components/games-section';
import { HandOverSection } from './components/hand-over-section';
import { PlayersSection } from './components/players-section';
import { RankingSection } from './components/ranking-section';
import { RondesSection } from './components/rondes-section';
import { ScreenSection } from './components/screen-section';
import { TOURNAMENT_MESSAGES as M } from './messages';
import { isFinished } from './model/tournament-list';
import { OfficiatingSection } from './officiating/officiating-section';
import { RefereesSection } from './officiating/referees-section';
import { CheckInSection } from './registration/check-in-section';
import { EmaExport } from './registration/ema-export';
import { RegistrationSection } from './registration/registration-section';

/** Teams and stages: their own chunk, with their endpoints (@mj/api/formats). */
const FormatsSections = lazy(() => import('./formats/formats-sections'));

/** What every section of the admin page is drawn from. */
export interface AdminSectionContext {
  tournament: Tournament;
  /** The tournament's admin; a referee sees only the sections without `adminOnly`. */
  admin: boolean;
  currentUserId: string | undefined;
}

export interface AdminSection {
  /** Unique within the page: the React key. */
  id: string;
  adminOnly?: boolean;
  render: (context: AdminSectionContext) => ReactNode;
}

export interface AdminPhase {
  /** The `?etape=` of the page's URL. */
  id: string;
  label: string;
  /** The tab bar's label on a phone, where five full labels do not fit. */
  short: string;
  sections: AdminSection[];
}

/**
 * The admin page by the day's phases, in their order. A new section goes into its phase's `sections`
 * (with `adminOnly` when a referee must not see it); a phase whose sections are all admin-only is left out
 * of a referee's tab bar.
 */
export const ADMIN_PHASES: AdminPhase[] = [
  {
    id: 'joueurs',
    label: 'Joueurs et inscriptions',
    short: 'Joueurs',
    sections: [
      {
        id: 'players',
        render: ({ tournament, admin }) => <PlayersSection tournament={tournament} admin={admin} />,
      },
      {
        id: 'registration',
        adminOnly: true,
        render: ({ tournament }) => <RegistrationSection tournament={tournament} />,
      },
    ],
  },
  {
    id: 'rondes',
    label: 'Rondes',
    short: 'Rondes',
    sections: [
      // Checking in happens before each ronde: next to the rondes, not among the day's set-up.
      { id: 'check-in', render: ({ tournament }) => <CheckInSection tournament={tournament} /> },
      {
        // Teams are set before a ronde is seated, a stage is cut between rondes.
        id: 'formats',
        render: ({ tournament, admin }) =>
          !isFinished(tournament) && (
            <Suspense fallback={null}>
              <FormatsSections tournament={tournament} admin={admin} />
            </Suspense>
          ),
      },
      {
        id: 'rondes',
        render: ({ tournament, currentUserId }) => (
          <RondesSection tournament={tournament} admin currentUserId={currentUserId} />
        ),
      },
      {
        id: 'games',
        render: ({ tournament, admin, currentUserId }) => (
          <GamesSection
            tournament={tournament}
            admin={admin}
            staff
            currentUserId={currentUserId}
            loadFallback={M.adminLoadFailed}
          />
        ),
      },
    ],
  },
  {
    id: 'arbitrage',
    label: 'Arbitrage',
    short: 'Arbitrage',
    sections: [
      {
        id: 'referees',
        adminOnly: true,
        render: ({ tournament }) => <RefereesSection tournament={tournament} />,
      },
      {
        id: 'officiating',
        render: ({ tournament, admin }) => <OfficiatingSection tournament={tournament} admin={admin} />,
      },
    ],
  },
  {
    id: 'classement',
    label: 'Classement et exports',
    short: 'Classement',
    sections: [
      {
        id: 'ranking',
        render: ({ tournament, admin }) => (
          <RankingSection tournament={tournament} admin={admin} staff loadFallback={M.adminLoadFailed} />
        ),
      },
      {
        id: 'screen',
        adminOnly: true,
        render: ({ tournament }) => <ScreenSection tournamentId={tournament.id} />,
      },
      {
        id: 'exports',
        render: ({ tournament }) => (
          <section className="tournament-section" aria-label="Résultats pour l’EMA">
            <EmaExport tournamentId={tournament.id} nom={tournament.nom} />
            <ButtonLink variant="ghost" to={paths.tournamentReport.href(tournament.id)}>
              Rapport de l’observateur
            </ButtonLink>
          </section>
        ),
      },
    ],
  },
  {
    id: 'reglages',
    label: 'Réglages',
    short: 'Réglages',
    sections: [
      {
        id: 'hand-over',
        adminOnly: true,
        render: ({ tournament }) => <HandOverSection tournament={tournament} />,
      },
    ],
  },
];

/** The phases this person may open, each with only the sections they may see. */
export function phasesFor(admin: boolean): AdminPhase[] {
  return ADMIN_PHASES.map((phase) => ({
    ...phase,
    sections: phase.sections.filter((section) => admin || !section.adminOnly),
  })).filter((phase) => phase.sections.length > 0);
}

/**
 * The phase a URL without `?etape=` opens on: the rondes while the tournament runs (where the day is
 * spent), the ranking once it is finished.
 */
export const defaultPhase = (finished: boolean) => (finished ? 'classement' : 'rondes');
