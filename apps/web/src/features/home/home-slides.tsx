import type { ReactNode } from 'react';
import { useGetMyGamesQuery, useGetTournamentsQuery } from '@mj/api';
import { FINISHED } from '@mj/domain';
import { useCurrentUser } from '../../app/hooks';
import { ButtonLink } from '../../components/button';
import { Tile } from '../../components/tile';
import { paths } from '../../config/paths';

export interface HomeSlide {
  id: 'dashboard' | 'parties' | 'tournois';
  title: string;
  content: ReactNode;
}

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/** The three slides shared by /home and /home-swipe: dashboard, parties and tournois (spec section 2). */
export function useHomeSlides(): HomeSlide[] {
  const user = useCurrentUser();
  const games = useGetMyGamesQuery();
  const tournaments = useGetTournamentsQuery();
  const running = (games.data ?? []).filter((game) => game.etat !== FINISHED).length;
  const runningTournaments = (tournaments.data ?? []).filter(
    (tournament) => tournament.etat !== FINISHED,
  ).length;

  return [
    {
      id: 'dashboard',
      title: 'Tableau de bord',
      content: (
        <>
          <Tile kind="dots" size="lg" />
          <p className="slide__lead">Bonjour {user?.pseudo} !</p>
          <p className="slide__text">Ton compte, ton pseudo et tous tes raccourcis.</p>
          <ButtonLink to={paths.dashboard.href()}>Mon compte</ButtonLink>
        </>
      ),
    },
    {
      id: 'parties',
      title: 'Parties',
      content: (
        <>
          <Tile kind="dragon" size="lg" />
          <p className="slide__lead">
            {games.data
              ? running === 0
                ? 'Aucune partie en cours.'
                : plural(running, 'partie en cours', 'parties en cours')
              : 'Tes parties'}
          </p>
          <p className="slide__text">Saisis une partie tour par tour, à la table.</p>
          <div className="slide__actions">
            <ButtonLink to={paths.createGame.href()}>Nouvelle partie</ButtonLink>
            <ButtonLink variant="secondary" to={paths.myGames.href()}>
              Mes parties
            </ButtonLink>
          </div>
        </>
      ),
    },
    {
      id: 'tournois',
      title: 'Tournois',
      content: (
        <>
          <Tile kind="bamboo" size="lg" />
          <p className="slide__lead">
            {tournaments.data
              ? runningTournaments === 0
                ? 'Aucun tournoi en cours.'
                : plural(runningTournaments, 'tournoi en cours', 'tournois en cours')
              : 'Tes tournois'}
          </p>
          <p className="slide__text">Organise un tournoi et suis son classement.</p>
          <div className="slide__actions">
            <ButtonLink to={paths.createTournamentAlias.href()}>Nouveau tournoi</ButtonLink>
            <ButtonLink variant="secondary" to={paths.myTournaments.href()}>
              Mes tournois
            </ButtonLink>
          </div>
        </>
      ),
    },
  ];
}
