import { useDeferredValue, useId, useState, type FormEvent } from 'react';
import { getErrorMessage, type League, type Season, type User } from '@mj/api';
import {
  useCreateSeasonMutation,
  useDeleteSeasonMutation,
  useGetLeagueQuery,
  useGetSeasonsQuery,
  useNewLeagueInvitationMutation,
  useSetLeagueAdminMutation,
  useSetLeagueMemberMutation,
} from '@mj/api/leagues';
import { defaultSeasonDates, PRESETS, SEASON_MEASURES, SUGGESTION_CAP, type SeasonMeasure } from '@mj/domain';
import { Alert } from '../../components/alert';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Field } from '../../components/field';
import { Page } from '../../components/page';
import { PlayerLink } from '../../components/player-link';
import { PlayerSearch } from '../../components/player-search';
import { SharedLink } from '../../components/shared-link';
import { PageLoading } from '../../components/spinner';
import { paths } from '../../config/paths';
import { localToday } from '../../lib/time-of-day';
import { usePseudos } from '../../hooks/use-pseudos';
import { useWrite } from '../../hooks/use-write';
import { useCurrentUser } from '../../session/use-current-user';
import { LEAGUE_MESSAGES as M, MEASURE_LABELS, measureLine } from './messages';
import { SeasonStandings } from './season-standings';
import './leagues.css';

/** An admin's new season: the federation's dates proposed, a measure, a minimum, the rules that count. */
function NewSeasonForm({ leagueId, onCreated }: { leagueId: string; onCreated: (season: Season) => void }) {
  const proposed = defaultSeasonDates(localToday());
  const measureId = useId();
  const rulesId = useId();
  const [nom, setNom] = useState(
    `Saison ${proposed.date_debut.slice(0, 4)}-${proposed.date_fin.slice(0, 4)}`,
  );
  const [dateDebut, setDateDebut] = useState(proposed.date_debut);
  const [dateFin, setDateFin] = useState(proposed.date_fin);
  const [mesure, setMesure] = useState<SeasonMeasure>('somme');
  const [meilleures, setMeilleures] = useState('10');
  const [minimum, setMinimum] = useState('0');
  const [regles, setRegles] = useState('');
  const [create, { isLoading }] = useCreateSeasonMutation();
  const { failure, run } = useWrite(M.seasonFailed);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      const season = await create({
        leagueId,
        nom,
        date_debut: dateDebut,
        date_fin: dateFin,
        mesure,
        meilleures: mesure === 'meilleures' ? Number(meilleures) : null,
        min_parties: Number(minimum || '0'),
        regles: regles || null,
      }).unwrap();
      onCreated(season);
    });
  }

  return (
    <form className="season-form" onSubmit={onSubmit} noValidate>
      <h3>Nouvelle saison</h3>
      <Field label="Nom" value={nom} onChange={setNom} maxLength={100} />
      <div className="row">
        <Field label="Du" type="date" value={dateDebut} onChange={setDateDebut} />
        <Field label="Au" type="date" value={dateFin} onChange={setDateFin} />
      </div>
      <div className="field">
        <label htmlFor={measureId}>Mesure</label>
        <select
          id={measureId}
          value={mesure}
          onChange={(event) => setMesure(event.target.value as SeasonMeasure)}
        >
          {SEASON_MEASURES.map((value) => (
            <option key={value} value={value}>
              {MEASURE_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {mesure === 'meilleures' && (
        <Field
          label="Parties retenues"
          type="number"
          inputMode="numeric"
          min={1}
          value={meilleures}
          onChange={setMeilleures}
        />
      )}
      <Field
        label="Minimum de parties"
        type="number"
        inputMode="numeric"
        min={0}
        value={minimum}
        onChange={setMinimum}
        hint="En dessous, un joueur est listé après les autres, sans rang."
      />
      <div className="field">
        <label htmlFor={rulesId}>Règles</label>
        <select id={rulesId} value={regles} onChange={(event) => setRegles(event.target.value)}>
          <option value="">Toutes les règles</option>
          {PRESETS.map((preset) => (
            <option key={preset.id} value={preset.id}>
              {preset.nom}
            </option>
          ))}
        </select>
      </div>
      {failure && <Alert>{failure}</Alert>}
      <Button type="submit" disabled={isLoading}>
        Créer la saison
      </Button>
    </form>
  );
}

/** The members: admins flagged; an admin adds, names and removes; anyone leaves. */
function MembersSection({ league, isAdmin, userId }: { league: League; isAdmin: boolean; userId: string }) {
  const headingId = useId();
  const { users, pseudoOf } = usePseudos(league.membres);
  const [setMember, { isLoading: changingMember }] = useSetLeagueMemberMutation();
  const [setAdmin, { isLoading: changingAdmin }] = useSetLeagueAdminMutation();
  const { failure, run } = useWrite(M.memberFailed);
  const busy = changingMember || changingAdmin;
  const member = (id: string, value: boolean) =>
    run(() => setMember({ leagueId: league.id, userId: id, member: value }).unwrap());
  const admin = (id: string, value: boolean) =>
    run(() => setAdmin({ leagueId: league.id, userId: id, admin: value }).unwrap());

  return (
    <section className="tournament-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Membres ({league.membres.length})</h2>
      {failure && <Alert>{failure}</Alert>}
      <ul className="player-list">
        {league.membres.map((id) => (
          <li key={id} className="player-list__item league-member">
            <PlayerLink userId={id}>{pseudoOf(id)}</PlayerLink>
            {league.admins.includes(id) && <span className="field__hint">admin</span>}
            {isAdmin && id !== userId && (
              <>
                <Button
                  variant="ghost"
                  disabled={busy}
                  onClick={() => void admin(id, !league.admins.includes(id))}
                >
                  {league.admins.includes(id) ? 'Retirer le rôle d’admin' : 'Nommer admin'}
                </Button>
                <Button variant="ghost" disabled={busy} onClick={() => void member(id, false)}>
                  Retirer
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      {isAdmin && (
        <PlayerSearch
          label="Ajouter un membre"
          users={users}
          exclude={league.membres}
          cap={SUGGESTION_CAP}
          actionLabel="Ajouter"
          onPick={(user: User) => void member(user.user_id, true)}
          disabled={busy}
        />
      )}
      <Button variant="danger" disabled={busy} onClick={() => void member(userId, false)}>
        Quitter la ligue
      </Button>
    </section>
  );
}

/** The admin's invitation link and its QR code, as for a tournament's registration. */
function InvitationSection({ leagueId }: { leagueId: string }) {
  const headingId = useId();
  const [invite, { isLoading }] = useNewLeagueInvitationMutation();
  const [jeton, setJeton] = useState<string | null>(null);
  const { failure, run } = useWrite(M.invitationFailed);
  return (
    <section className="tournament-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Lien d’invitation</h2>
      {failure && <Alert>{failure}</Alert>}
      <Button
        variant="secondary"
        disabled={isLoading}
        onClick={() => void run(async () => setJeton((await invite(leagueId).unwrap()).jeton))}
      >
        {jeton ? 'Remplacer le lien' : 'Créer un lien d’invitation'}
      </Button>
      {jeton && (
        <SharedLink
          href={paths.league.href('rejoindre', jeton)}
          hint={M.invitationHint}
          qrLabel="QR code du lien d’invitation"
        />
      )}
    </section>
  );
}

/** /ligues/{id}: a tab per season (its standings), the members, and the admin's tools. */
export function LeaguePage({ leagueId }: { leagueId: string }) {
  const user = useCurrentUser();
  const { data: loaded, error, isLoading, refetch } = useGetLeagueQuery(leagueId);
  const { data: seasons, error: seasonsError } = useGetSeasonsQuery(leagueId);
  const [removeSeason, { isLoading: removing }] = useDeleteSeasonMutation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const { failure, run } = useWrite(M.seasonFailed);
  const seasonsHeadingId = useId();
  // The page (seasons, members, admin tools) renders in an interruptible pass once the league is here,
  // in short slices rather than one long task on a slow phone.
  const league = useDeferredValue(loaded);

  if (isLoading || (loaded && !league)) return <PageLoading />;
  if (!league)
    return (
      <Page title="Ligue">
        <Alert onRetry={refetch}>{getErrorMessage(error, M.leagueLoadFailed)}</Alert>
      </Page>
    );
  const userId = user?.user_id ?? '';
  const isAdmin = league.admins.includes(userId);
  const season = seasons?.find((candidate) => candidate.id === chosen) ?? seasons?.[0];

  return (
    <Page
      title={league.nom}
      wide
      actions={
        <ButtonLink variant="secondary" to={paths.importGame.href(league.id)}>
          Importer une partie en ligne
        </ButtonLink>
      }
    >
      {seasonsError && <Alert>{getErrorMessage(seasonsError, M.seasonsLoadFailed)}</Alert>}
      <section className="tournament-section" aria-labelledby={seasonsHeadingId}>
        <h2 id={seasonsHeadingId}>Saisons</h2>
        {seasons && seasons.length > 0 && (
          <div role="tablist" aria-label="Saisons" className="season-tabs">
            {seasons.map((candidate) => (
              <button
                key={candidate.id}
                type="button"
                role="tab"
                aria-selected={candidate.id === season?.id}
                className="season-tabs__tab"
                onClick={() => setChosen(candidate.id)}
              >
                {candidate.nom}
              </button>
            ))}
          </div>
        )}
        {seasons && seasons.length === 0 && <EmptyState>{M.noSeason}</EmptyState>}
        {!seasons && !seasonsError && <p className="field__hint season-loading">Chargement…</p>}
        {season && (
          <div role="tabpanel" aria-label={season.nom}>
            <p className="field__hint">{measureLine(season)}</p>
            <SeasonStandings key={season.id} season={season} />
            {isAdmin && (
              <Button
                variant="ghost"
                disabled={removing}
                onClick={() => void run(() => removeSeason({ seasonId: season.id, leagueId }).unwrap())}
              >
                Supprimer cette saison
              </Button>
            )}
          </div>
        )}
        {failure && <Alert>{failure}</Alert>}
        {isAdmin &&
          (creating ? (
            <NewSeasonForm
              leagueId={leagueId}
              onCreated={(created) => {
                setCreating(false);
                setChosen(created.id);
              }}
            />
          ) : (
            <Button variant="secondary" onClick={() => setCreating(true)}>
              Nouvelle saison
            </Button>
          ))}
      </section>
      <MembersSection league={league} isAdmin={isAdmin} userId={userId} />
      {isAdmin && <InvitationSection leagueId={leagueId} />}
    </Page>
  );
}
