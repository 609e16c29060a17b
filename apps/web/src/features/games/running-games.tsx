import { useGetMyGamesQuery } from '@mj/api';
import { FINISHED } from '@mj/domain';
import { usePseudos } from '../../hooks/use-pseudos';
import { GameCard } from './game-card';
import { newestFirst } from './game-months';
import './games.css';

/**
 * The signed-in player's running games, newest first, each with « Continuer la partie » one tap away:
 * the first thing the landing page shows, so a table finds its game again after signing in. Nothing
 * while loading, on a failed load (the rest of the page still works) or with no running game.
 */
export function RunningGames() {
  const games = useGetMyGamesQuery();
  const { pseudoOf } = usePseudos();
  const running = (games.data ?? []).filter((game) => game.etat !== FINISHED).sort(newestFirst);
  if (running.length === 0) return null;
  return (
    <section className="stack running-games" aria-labelledby="parties-en-cours">
      <h2 id="parties-en-cours" className="section-title">
        {running.length > 1 ? 'Tes parties en cours' : 'Ta partie en cours'}
      </h2>
      <ul className="game-list">
        {running.map((game) => (
          <GameCard key={game.id} game={game} pseudoOf={pseudoOf} />
        ))}
      </ul>
    </section>
  );
}
