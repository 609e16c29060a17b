import { useState, type FormEvent } from 'react';
import { getErrorMessage, type Tournament } from '@mj/api';
import { useEditTournamentMutation } from '@mj/api/rondes';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TOURNAMENT_MESSAGES as M } from '../messages';
import { CountryField } from '../../../components/country-field';
import { Field } from '../../../components/field';
import { LeaguePicker } from '../../../components/league-picker';
import { PLANNED_RONDES_RANGE, plannedRondes } from '../model/planned-rondes';
import { withAdmin } from '../model/tournament-list';
import { FixedTablesField } from './fixed-tables-field';
import { PlannedRondesField } from './planned-rondes-field';

/**
 * The admin renames the tournament, moves its date (the server applies the creation's rules), plans its
 * rondes, says where it is played (the EMA's results workbook asks for the city and the country),
 * which players keep one table in every ronde, whether the seating keeps club-mates apart (where it
 * costs no repeat: docs/seating.md), and the league whose seasons count its games.
 */
export function TournamentEdit({ tournament, onDone }: { tournament: Tournament; onDone: () => void }) {
  const [nom, setNom] = useState(tournament.nom);
  const [date, setDate] = useState(tournament.date_debut.slice(0, 10));
  const [rondes, setRondes] = useState(tournament.rondes_prevues?.toString() ?? '');
  const [ville, setVille] = useState(tournament.ville ?? '');
  const [pays, setPays] = useState(tournament.pays ?? '');
  const [fixed, setFixed] = useState<Record<string, number>>(tournament.tables_fixes);
  const [ligue, setLigue] = useState(tournament.ligue_id ?? '');
  const [separateClubs, setSeparateClubs] = useState(tournament.separer_clubs);
  const [failure, setFailure] = useState<string | null>(null);
  const [edit, { isLoading }] = useEditTournamentMutation();
  const planned = plannedRondes(rondes);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (planned === false) return setFailure(PLANNED_RONDES_RANGE);
    try {
      await edit({
        tournamentId: tournament.id,
        // Empty fields clear what was said before (null), as the server reads them.
        changes: {
          nom,
          date_debut: date,
          rondes_prevues: planned,
          ville: ville.trim() || null,
          pays: pays.trim() || null,
          // Only when changed: a rename must not be refused for fixed tables the field no longer has.
          ...(fixed === tournament.tables_fixes ? {} : { tables_fixes: fixed }),
          // Only when changed: attaching asks the admin to administer the league too.
          ...(ligue === (tournament.ligue_id ?? '') ? {} : { ligue_id: ligue || null }),
          ...(separateClubs === tournament.separer_clubs ? {} : { separer_clubs: separateClubs }),
        },
      }).unwrap();
      onDone();
    } catch (cause) {
      setFailure(getErrorMessage(cause, M.editFailed));
    }
  }

  return (
    <form
      className="tournament-section inline-form"
      aria-label="Modifier le tournoi"
      onSubmit={(event) => void submit(event)}
    >
      <Field label="Nom du tournoi" type="text" value={nom} required onChange={setNom} />
      <Field label="Date de début" type="date" value={date} required onChange={setDate} />
      <PlannedRondesField value={rondes} onChange={setRondes} />
      <Field
        label="Ville"
        type="text"
        autoComplete="address-level2"
        maxLength={100}
        value={ville}
        onChange={setVille}
      />
      <CountryField value={pays} onChange={setPays} />
      <FixedTablesField
        players={withAdmin(tournament.joueurs, tournament.admin_id)}
        value={fixed}
        onChange={setFixed}
      />
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={separateClubs}
          onChange={(event) => setSeparateClubs(event.target.checked)}
        />
        <span>Placer les membres d’un même club à des tables différentes</span>
      </label>
      <LeaguePicker value={ligue} onChange={setLigue} administeredBy={tournament.admin_id} />
      <Button variant="secondary" onClick={onDone}>
        Annuler
      </Button>
      <Button type="submit" disabled={isLoading}>
        Enregistrer
      </Button>
      {failure && <Alert>{failure}</Alert>}
    </form>
  );
}
