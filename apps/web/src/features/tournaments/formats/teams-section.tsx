import { useId, useState } from 'react';
import { getErrorMessage, type Tournament } from '@mj/api';
import { useGetTeamsQuery, usePutTeamsMutation } from '@mj/api/formats';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { usePseudos } from '../../../hooks/use-pseudos';
import { parseTeamLines, teamLines, type TeamDraft } from './team-lines';
import { ofName } from '../../../lib/french';

/**
 * « Équipes » (an interclub): the admin pastes « équipe ; pseudo » lines, or adds players one by one,
 * and says how many best members count. The seating never puts two members of a team at one table.
 */
export function TeamsSection({ tournament }: { tournament: Tournament }) {
  const headingId = useId();
  const id = useId();
  const { users, pseudoOf } = usePseudos(tournament.joueurs);
  const { data } = useGetTeamsQuery(tournament.id);
  const [save, { isLoading: saving }] = usePutTeamsMutation();
  const [draft, setDraft] = useState<TeamDraft[] | null>(null);
  const [paste, setPaste] = useState('');
  const [counted, setCounted] = useState<string | null>(null);
  const [team, setTeam] = useState('');
  const [player, setPlayer] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const teams = draft ?? data?.equipes ?? [];
  const comptees = counted ?? (data?.comptees ? String(data.comptees) : '');
  const players = users.filter((user) => tournament.joueurs.includes(user.user_id));
  const inTeam = new Set(teams.flatMap((t) => t.joueurs));

  function edit(next: TeamDraft[]) {
    setDraft(next.filter((t) => t.joueurs.length > 0));
    setSaved(false);
  }

  function readPaste() {
    const read = parseTeamLines(paste, players);
    setErrors(read.errors);
    if (read.errors.length === 0) edit(read.equipes);
  }

  function addPlayer() {
    const nom = team.trim();
    const existing = teams.find((t) => t.nom.toLocaleLowerCase('fr') === nom.toLocaleLowerCase('fr'));
    edit(
      existing
        ? teams.map((t) => (t === existing ? { ...t, joueurs: [...t.joueurs, player] } : t))
        : [...teams, { nom, joueurs: [player] }],
    );
    setPlayer('');
  }

  async function submit() {
    setFailure(null);
    const count = comptees.trim() === '' ? null : Number(comptees);
    try {
      await save({ tournamentId: tournament.id, equipes: teams, comptees: count }).unwrap();
      setDraft(null);
      setCounted(null);
      setSaved(true);
    } catch (cause) {
      setFailure(getErrorMessage(cause, 'Impossible d’enregistrer les équipes.'));
    }
  }

  return (
    <section className="tournament-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Équipes</h2>
      <p className="field__hint">
        Deux joueurs d’une même équipe ne sont jamais à la même table. Le total d’une équipe est la somme de
        ses meilleurs membres.
      </p>
      {teams.length > 0 && (
        <ul className="teams__list" aria-label="Équipes du tournoi">
          {teams.map((t) => (
            <li key={t.nom}>
              <strong>{t.nom}</strong>&nbsp;:{' '}
              {t.joueurs.map((userId) => (
                <span key={userId} className="teams__member">
                  {pseudoOf(userId)}{' '}
                  <Button
                    variant="ghost"
                    aria-label={`Retirer ${pseudoOf(userId)} ${ofName(t.nom)}`}
                    onClick={() =>
                      edit(
                        teams.map((o) =>
                          o === t ? { ...o, joueurs: o.joueurs.filter((p) => p !== userId) } : o,
                        ),
                      )
                    }
                  >
                    Retirer
                  </Button>
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
      <div className="field">
        <label htmlFor={`${id}-paste`}>Coller des lignes « équipe ; pseudo »</label>
        <textarea
          id={`${id}-paste`}
          rows={4}
          value={paste}
          placeholder={teams.length > 0 ? teamLines(teams, pseudoOf) : 'Club du Marais ; Élodie'}
          onChange={(event) => setPaste(event.target.value)}
        />
      </div>
      <Button variant="secondary" disabled={paste.trim() === ''} onClick={readPaste}>
        Lire les lignes
      </Button>
      {errors.length > 0 && (
        <Alert>
          {errors.map((error) => (
            <span key={error} className="teams__error">
              {error}
            </span>
          ))}
        </Alert>
      )}
      <div className="inline-form">
        <Field label="Équipe" value={team} onChange={setTeam} maxLength={100} />
        <div className="field">
          <label htmlFor={`${id}-player`}>Joueur</label>
          <select id={`${id}-player`} value={player} onChange={(event) => setPlayer(event.target.value)}>
            <option value="">Choisis un joueur</option>
            {players
              .filter((user) => !inTeam.has(user.user_id))
              .map((user) => (
                <option key={user.user_id} value={user.user_id}>
                  {user.pseudo}
                </option>
              ))}
          </select>
        </div>
        <Button variant="secondary" disabled={team.trim() === '' || player === ''} onClick={addPlayer}>
          Ajouter à l’équipe
        </Button>
      </div>
      <Field
        label="Membres comptés"
        type="number"
        inputMode="numeric"
        min={1}
        value={comptees}
        hint="Les meilleurs membres qui comptent dans le total d’une équipe (vide : tous)."
        onChange={(value) => {
          setCounted(value);
          setSaved(false);
        }}
      />
      {failure && <Alert>{failure}</Alert>}
      {saved && <p role="status">Équipes enregistrées.</p>}
      <Button disabled={saving} onClick={() => void submit()}>
        Enregistrer les équipes
      </Button>
    </section>
  );
}
