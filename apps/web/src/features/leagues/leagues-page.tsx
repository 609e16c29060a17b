import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@mj/api';
import { useCreateLeagueMutation, useGetLeaguesQuery } from '@mj/api/leagues';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Field } from '../../components/field';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/spinner';
import { paths } from '../../config/paths';
import { LEAGUE_MESSAGES as M } from './messages';
import './leagues.css';

/** /ligues: the leagues the player belongs to, and a new one (its creator administers it). */
export function LeaguesPage() {
  const { data: leagues, error, isLoading, refetch } = useGetLeaguesQuery();
  const [create, { isLoading: creating }] = useCreateLeagueMutation();
  const [nom, setNom] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    if ([...nom.trim()].length < 2) {
      setFailure(M.nameTooShort);
      return;
    }
    try {
      const league = await create({ nom: nom.trim() }).unwrap();
      void navigate(paths.league.href(league.id));
    } catch (cause) {
      setFailure(getErrorMessage(cause, M.createFailed));
    }
  }

  if (isLoading) return <PageLoading />;
  return (
    <Page
      title="Ligues"
      lead={'Le classement de saison de ton club\u00a0: soirées, tournois et parties en ligne.'}
    >
      {error && <Alert onRetry={refetch}>{getErrorMessage(error, M.listLoadFailed)}</Alert>}
      {leagues && leagues.length === 0 && <EmptyState>{M.noLeague}</EmptyState>}
      {leagues && leagues.length > 0 && (
        <ul className="league-list">
          {leagues.map((league) => (
            <li key={league.id}>
              <Link to={paths.league.href(league.id)}>{league.nom}</Link>{' '}
              <span className="field__hint">
                {league.membres.length} membre{league.membres.length > 1 ? 's' : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form className="row" onSubmit={(event) => void onSubmit(event)} noValidate>
        <Field
          label="Nom de la ligue"
          value={nom}
          onChange={setNom}
          maxLength={100}
          placeholder="Club de Lyon"
        />
        <Button type="submit" disabled={creating}>
          Créer la ligue
        </Button>
      </form>
      {failure && <Alert>{failure}</Alert>}
    </Page>
  );
}
