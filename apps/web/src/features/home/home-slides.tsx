import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useGetMyGamesQuery } from '@mj/api';
import { useGetTournamentsQuery } from '@mj/api/tournaments';
import { FINISHED } from '@mj/domain';
import { useCurrentUser } from '../../session/use-current-user';
import { ButtonLink } from '../../components/button';
import { Tile } from '../../components/tile';
import { paths } from '../../config/paths';

export interface HomeSlide {
  id: 'dashboard' | 'parties' | 'tournois';
  title: string;
  content: ReactNode;
}

interface SlideAction {
  label: string;
  to: string;
}

function SlideBody({
  tile,
  lead,
  text,
  actions,
}: {
  tile: 'dots' | 'dragon' | 'bamboo';
  lead: ReactNode;
  text: string;
  actions: SlideAction[];
}) {
  return (
    <>
      <Tile kind={tile} size="lg" />
      <p className="slide__lead">{lead}</p>
      <p className="slide__text">{text}</p>
      <div className="slide__actions">
        {actions.map((action, index) => (
          <ButtonLink key={action.to} variant={index === 0 ? 'primary' : 'secondary'} to={action.to}>
            {action.label}
          </ButtonLink>
        ))}
      </div>
    </>
  );
}

/** « Aucune partie en cours. », « 1 partie en cours », « 3 parties en cours » (and the same for tournaments). */
function runningLead(count: number | null, none: string, one: string, many: string, loading: string): string {
  if (count === null) return loading;
  if (count === 0) return none;
  return `${count} ${count > 1 ? many : one}`;
}

/** The three slides shared by /home and /home-swipe: dashboard, parties and tournois. */
export function useHomeSlides(): HomeSlide[] {
  const user = useCurrentUser();
  const games = useGetMyGamesQuery();
  const tournaments = useGetTournamentsQuery();
  const runningGames = games.data?.filter((game) => game.etat !== FINISHED);
  const running = runningGames ? runningGames.length : null;
  // « 1 partie en cours » leads to that game; several lead to the landing page, which lists them first.
  const runningHref =
    runningGames?.length === 1 ? paths.addRound.href(runningGames[0]!.id) : paths.dashboard.href();
  const gamesLead = runningLead(
    running,
    'Aucune partie en cours.',
    'partie en cours',
    'parties en cours',
    'Tes parties',
  );
  const runningTournaments = tournaments.data
    ? tournaments.data.filter((tournament) => tournament.etat !== FINISHED).length
    : null;

  return [
    {
      id: 'dashboard',
      title: 'Tableau de bord',
      content: (
        <SlideBody
          tile="dots"
          lead={`Bonjour ${user?.pseudo ?? ''}\u00a0!`}
          text="Ton compte, ton pseudo et tous tes raccourcis."
          actions={[{ label: 'Mon compte', to: paths.dashboard.href() }]}
        />
      ),
    },
    {
      id: 'parties',
      title: 'Parties',
      content: (
        <SlideBody
          tile="dragon"
          lead={
            running ? (
              <Link className="slide__link" to={runningHref}>
                {gamesLead}
              </Link>
            ) : (
              gamesLead
            )
          }
          text="Saisis une partie tour par tour, à la table."
          actions={[
            { label: 'Nouvelle partie', to: paths.createGame.href() },
            { label: 'Mes parties', to: paths.myGames.href() },
          ]}
        />
      ),
    },
    {
      id: 'tournois',
      title: 'Tournois',
      content: (
        <SlideBody
          tile="bamboo"
          lead={runningLead(
            runningTournaments,
            'Aucun tournoi en cours.',
            'tournoi en cours',
            'tournois en cours',
            'Tes tournois',
          )}
          text="Organise un tournoi et suis son classement."
          actions={[
            // The spec's /home call-to-action: /create-tournament, which leads to tournament creation.
            { label: 'Nouveau tournoi', to: paths.createTournamentAlias.href() },
            { label: 'Mes tournois', to: paths.myTournaments.href() },
          ]}
        />
      ),
    },
  ];
}
