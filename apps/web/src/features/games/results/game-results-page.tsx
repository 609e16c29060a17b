import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { getErrorMessage } from '@mj/api';
import { useGetGameQuery } from '@mj/api/games';
import { useGetRoundsQuery } from '@mj/api/rounds';
import { FINISHED, rulesOf, type Ruleset } from '@mj/domain';
import { Alert } from '../../../components/alert';
import { ButtonLink } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { PageLoading } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { usePseudos } from '../../../hooks/use-pseudos';
import { formatDateTime, formatScore } from '../../../lib/format';
import { importedFrom } from '../../../lib/online-games';
import { GameStanding } from '../components/game-standing';
import { RoundHistory } from '../components/round-history';
import { gameLoadError } from '../game-load-error';
import { useMayCorrect } from '../use-may-correct';
import { scoreSeries } from './score-series';
import '../games.css';
import './results.css';

/**
 * How the points column is computed under the game's rules (rules-classic section 6): the oka only where the
 * return score is above the start, the chombo term only where a chombo is paid after uma. No-break spaces
 * inside each number (Intl's) and after each operator, so no line ends inside a term.
 */
export function pointsFormula(rules: Ruleset): string {
  const oka = 4 * (rules.returnScore - rules.startScore);
  const terms = [`score final −\u00a0${formatScore(rules.returnScore)}`, 'uma'];
  if (oka > 0) terms.push(`oka de\u00a0${formatScore(oka)} au premier`);
  const chombo = rules.chomboAtTable ? '' : ` −\u00a0${formatScore(rules.chomboPenalty)} par chombo`;
  return `Points = (${terms.join(' +\u00a0')}${chombo}) ÷\u00a0${formatScore(1000)}.`;
}

/** The chart is its own small chunk: the table and history show first. */
const ScoreChart = lazy(() => import('./score-chart'));

/**
 * Beyond the spec: the results of a finished game (replacing the "coming soon" alert) — final scores,
 * places, uma and points from the domain's `gameResult`, the chart of the scores, the round history.
 */
export function GameResultsPage({ gameId }: { gameId: string }) {
  const game = useGetGameQuery(gameId);
  const rounds = useGetRoundsQuery(gameId);
  const { pseudoOf } = usePseudos();
  // A finished game's rounds are corrected from its round entry page (its history), by who may.
  const mayCorrect = useMayCorrect(game.data);

  if (game.isLoading) return <PageLoading />;
  if (!game.data) {
    return (
      <Page title="Résultats de la partie">
        <Alert onRetry={game.refetch}>{gameLoadError(game.error)}</Alert>
      </Page>
    );
  }
  const data = game.data;
  if (data.etat !== FINISHED) return <Navigate to={paths.addRound.href(gameId)} replace />;

  const entries = rounds.data?.tours ?? [];
  const rules = rulesOf(data.regles);

  return (
    <Page
      title="Résultats de la partie"
      lead={[
        data.nom,
        data.date_fin && `terminée le ${formatDateTime(data.date_fin)}`,
        data.origine && importedFrom(data.origine),
      ]
        .filter(Boolean)
        .join(' · ')}
      wide
    >
      <section className="card" aria-labelledby="classement-partie">
        <h2 id="classement-partie">Classement</h2>
        <GameStanding game={data} pseudoOf={pseudoOf} withUma />
        <p className="field__hint">{pointsFormula(rules)}</p>
      </section>

      <section className="card" aria-labelledby="evolution">
        <h2 id="evolution">Évolution des scores</h2>
        {rounds.isLoading ? (
          <PageLoading />
        ) : rounds.isError ? (
          <Alert onRetry={rounds.refetch}>
            {getErrorMessage(rounds.error, 'Impossible de charger l’historique.')}
          </Alert>
        ) : entries.length === 0 ? (
          <EmptyState>Aucun tour enregistré.</EmptyState>
        ) : (
          <Suspense fallback={<PageLoading />}>
            <ScoreChart
              joueurs={data.joueurs}
              series={scoreSeries(data.joueurs, entries, data.scores, rules.startScore)}
              start={rules.startScore}
              pseudoOf={pseudoOf}
            />
          </Suspense>
        )}
      </section>

      {entries.length > 0 && (
        <section className="card" aria-labelledby="tours">
          <h2 id="tours">Tours</h2>
          <RoundHistory gameId={gameId} joueurs={data.joueurs} pseudoOf={pseudoOf} rules={rules} />
        </section>
      )}

      <div className="form-actions">
        <ButtonLink
          variant="secondary"
          to={data.tournois_id ? paths.tournament.href(data.tournois_id) : paths.myGames.href()}
        >
          Retour
        </ButtonLink>
        {mayCorrect && entries.length > 0 && (
          <ButtonLink variant="secondary" to={paths.addRound.href(gameId)}>
            Corriger un tour
          </ButtonLink>
        )}
      </div>
    </Page>
  );
}
