import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@mj/api';
import { useCreateTournamentMutation } from '@mj/api/tournaments';
import { MIN_TOURNAMENT_PLAYERS, SUGGESTION_CAP, validateTournament, type RulesChoice } from '@mj/domain';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Page } from '../../components/page';
import { PlayerSearch } from '../../components/player-search';
import { paths } from '../../config/paths';
import { usePseudos } from '../../hooks/use-pseudos';
import { RulesPicker, rulesAreValid } from '../../components/rules-picker';
import { TOURNAMENT_MESSAGES as M } from './messages';
import './tournaments.css';
import { localToday } from '../../lib/time-of-day';
import { PLANNED_RONDES_RANGE, plannedRondes } from './model/planned-rondes';
import { PlannedRondesField } from './components/planned-rondes-field';

/** The hint shows how many players are chosen (none needed when they sign up by link). */
function playerCountHint(count: number, byLink: boolean): string {
  const chosen = `${count} joueur${count > 1 ? 's' : ''} sélectionné${count > 1 ? 's' : ''}`;
  if (byLink) return `${chosen}\u00a0; les autres s’inscriront par le lien.`;
  return count >= MIN_TOURNAMENT_PLAYERS ? `${chosen}.` : `${chosen} (au moins ${MIN_TOURNAMENT_PLAYERS}).`;
}

/** /create-tournoi: name, start date, players; the button stays disabled until the form is valid. */
export function CreateTournamentPage() {
  const navigate = useNavigate();
  const hintId = useId();
  const missingId = useId();
  const { users, pseudoOf } = usePseudos();
  const [createTournament, { isLoading }] = useCreateTournamentMutation();
  const [nom, setNom] = useState('');
  const [dateDebut, setDateDebut] = useState(() => localToday());
  const [joueurs, setJoueurs] = useState<string[]>([]);
  const [regles, setRegles] = useState<RulesChoice>('classic');
  const [rondes, setRondes] = useState('');
  const [byLink, setByLink] = useState(false);
  const byLinkId = useId();
  const planned = plannedRondes(rondes);
  const checked = validateTournament({ nom, date_debut: dateDebut, joueurs, inscriptions: byLink });
  // The first thing still missing, said under the disabled button.
  const missing = !checked.ok ? checked.error : planned === false ? PLANNED_RONDES_RANGE : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!checked.ok || !rulesAreValid(regles) || planned === false) return;
    try {
      const created = await createTournament({
        ...checked.value,
        classement_visible: true,
        regles,
        ...(planned === null ? {} : { rondes_prevues: planned }),
        // Without a limit at first: the places are set on the admin page.
        ...(byLink ? { inscriptions: { places: null } } : {}),
      }).unwrap();
      // A new tournament's first task is its players and its registration.
      navigate(paths.tournamentAdmin.href(created.id, 'joueurs'));
    } catch (cause) {
      // This failure is shown as an alert.
      window.alert(getErrorMessage(cause, M.createFailed));
    }
  }

  return (
    <Page title="Créer un tournoi">
      <form className="tournament-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field label="Nom du tournoi" type="text" value={nom} minLength={2} required onChange={setNom} />
        <Field label="Date de début" type="date" value={dateDebut} required onChange={setDateDebut} />
        <PlannedRondesField value={rondes} onChange={setRondes} />
        <fieldset aria-describedby={hintId}>
          <legend>Joueurs</legend>
          <label className="switch" htmlFor={byLinkId}>
            <input
              id={byLinkId}
              type="checkbox"
              role="switch"
              checked={byLink}
              onChange={(event) => setByLink(event.target.checked)}
            />
            <span>Ouvrir les inscriptions par lien</span>
          </label>
          <PlayerSearch
            label="Rechercher un joueur"
            users={users}
            exclude={joueurs}
            cap={SUGGESTION_CAP}
            actionLabel="Ajouter"
            onPick={(user) => setJoueurs((list) => [...list, user.user_id])}
          />
          {joueurs.length > 0 && (
            <ul className="chips" aria-label="Joueurs sélectionnés">
              {joueurs.map((userId) => (
                <li key={userId} className="chip">
                  <span>{pseudoOf(userId)}</span>
                  <button
                    type="button"
                    className="chip__remove"
                    aria-label={`Retirer ${pseudoOf(userId)}`}
                    onClick={() => setJoueurs((list) => list.filter((id) => id !== userId))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p id={hintId} className="field__hint" aria-live="polite">
            {playerCountHint(joueurs.length, byLink)}
          </p>
        </fieldset>
        <RulesPicker value={regles} onChange={setRegles} />
        <Button
          type="submit"
          block
          disabled={missing !== null || !rulesAreValid(regles) || isLoading}
          aria-describedby={missing === null ? undefined : missingId}
        >
          {isLoading ? 'Création…' : 'Créer le tournoi'}
        </Button>
        {/* A disabled button says why: the first thing still missing, read with the button too. */}
        {missing !== null && (
          <p id={missingId} className="field__hint" aria-live="polite">
            {missing}
          </p>
        )}
      </form>
    </Page>
  );
}
