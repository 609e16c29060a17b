import { useDeferredValue, useId, useMemo, useState } from 'react';
import { getErrorMessage, useGetMyGamesQuery } from '@mj/api';
import { FINISHED } from '@mj/domain';
import { Alert } from '../../components/alert';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/spinner';
import { paths } from '../../config/paths';
import { usePseudos } from '../../hooks/use-pseudos';
import { GameCard } from './game-card';
import { monthKeyLabel } from '../../lib/months';
import { monthKey, monthsOf } from './game-months';
import './games.css';

const ALL = '';

/** /mes-parties: month filter, En cours and Terminées, a card per game (spec section 2). */
export function MyGamesPage() {
  const games = useGetMyGamesQuery();
  const { pseudoOf } = usePseudos();
  const [month, setMonth] = useState(ALL);
  const filterId = useId();

  // The list (a card per game, 50 and more) renders in an interruptible pass after the rest of the page,
  // in short slices instead of one long task that would hold up a slow phone.
  const listed = useDeferredValue(games.data);
  const sorted = useMemo(
    () => [...(listed ?? [])].sort((a, b) => (b.date_debut ?? '').localeCompare(a.date_debut ?? '')),
    [listed],
  );
  const months = useMemo(() => monthsOf(sorted.map((game) => game.date_debut)), [sorted]);
  const shown = month === ALL ? sorted : sorted.filter((game) => monthKey(game.date_debut) === month);
  const running = shown.filter((game) => game.etat !== FINISHED);
  const finished = shown.filter((game) => game.etat === FINISHED);

  return (
    <Page
      title="Mes parties"
      actions={<ButtonLink to={paths.chooseGameMode.href()}>Créer une partie</ButtonLink>}
    >
      <div className="field games-filter">
        <label htmlFor={filterId}>Mois</label>
        <select id={filterId} value={month} onChange={(event) => setMonth(event.target.value)}>
          <option value={ALL}>Tous les mois</option>
          {months.map((key) => (
            <option key={key} value={key}>
              {monthKeyLabel(key)}
            </option>
          ))}
        </select>
      </div>

      {games.isLoading || (listed === undefined && games.data !== undefined) ? (
        <PageLoading />
      ) : games.isError ? (
        <Alert>{getErrorMessage(games.error, 'Impossible de charger tes parties.')}</Alert>
      ) : (
        <>
          <h2 className="section-title">En cours</h2>
          {running.length === 0 ? (
            <EmptyState>Aucune partie en cours.</EmptyState>
          ) : (
            <ul className="game-list">
              {running.map((game) => (
                <GameCard key={game.id} game={game} pseudoOf={pseudoOf} />
              ))}
            </ul>
          )}
          <h2 className="section-title">Terminées</h2>
          {finished.length === 0 ? (
            <EmptyState>Aucune partie terminée.</EmptyState>
          ) : (
            <ul className="game-list">
              {finished.map((game) => (
                <GameCard key={game.id} game={game} pseudoOf={pseudoOf} />
              ))}
            </ul>
          )}
        </>
      )}
    </Page>
  );
}
