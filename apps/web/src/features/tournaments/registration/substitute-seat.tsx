import { useId, useState } from 'react';
import { getErrorMessage, type Game, type Ronde, type Tournament } from '@mj/api';
import { useSubstituteMutation } from '@mj/api/registration';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { usePseudos } from '../../../hooks/use-pseudos';
import { REGISTRATION_MESSAGES as M } from '../registration-messages';

/**
 * A seat the admin may give away: its player is absent (marked, or not checked in once check-in is used).
 * A substitute sits only where the admin seated them: not absent until marked so.
 */
export function isVacant(tournament: Tournament, userId: string): boolean {
  if (tournament.absents.includes(userId)) return true;
  if (tournament.remplacants.includes(userId)) return false;
  return tournament.presents.length > 0 && !tournament.presents.includes(userId);
}

/** Who may take a seat in this ronde: the tournament's players not seated in it, substitutes first. */
export function candidatesFor(tournament: Tournament, ronde: Ronde): string[] {
  const seated = new Set(ronde.tables.flatMap((table) => table.joueurs));
  const free = tournament.joueurs.filter((id) => !seated.has(id) && !tournament.absents.includes(id));
  return [
    ...free.filter((id) => tournament.remplacants.includes(id)),
    ...free.filter((id) => !tournament.remplacants.includes(id)),
  ];
}

interface SubstituteSeatProps {
  tournament: Tournament;
  ronde: Ronde;
  userId: string;
  game: Pick<Game, 'nb_tours'> | undefined;
}

/** « Remplacer »: an absent player's seat goes to a substitute for this ronde, before the first round. */
export function SubstituteSeat({ tournament, ronde, userId, game }: SubstituteSeatProps) {
  const selectId = useId();
  const { pseudoOf } = usePseudos();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState('');
  const [substitute, { isLoading }] = useSubstituteMutation();
  const [failure, setFailure] = useState<string | null>(null);
  if (!isVacant(tournament, userId) || (game && game.nb_tours > 0)) return null;
  const candidates = candidatesFor(tournament, ronde);

  async function confirm(remplacant: string) {
    setFailure(null);
    try {
      await substitute({
        tournamentId: tournament.id,
        numero: ronde.numero,
        joueur: userId,
        remplacant,
      }).unwrap();
      setOpen(false);
    } catch (cause) {
      setFailure(getErrorMessage(cause, M.substitutionFailed));
    }
  }

  if (!open)
    return (
      <Button variant="ghost" onClick={() => setOpen(true)} aria-label={`Remplacer ${pseudoOf(userId)}`}>
        Remplacer
      </Button>
    );
  const picked = choice || candidates[0] || '';
  return (
    <span className="substitute-seat">
      <label htmlFor={selectId}>Remplaçant</label>
      <select id={selectId} value={picked} onChange={(event) => setChoice(event.target.value)}>
        {candidates.map((id) => (
          <option key={id} value={id}>
            {pseudoOf(id)}
            {tournament.remplacants.includes(id) ? ' (remplaçant)' : ''}
          </option>
        ))}
      </select>
      <Button disabled={!picked || isLoading} onClick={() => void confirm(picked)}>
        Confirmer
      </Button>
      {failure && <Alert>{failure}</Alert>}
    </span>
  );
}
