import { useId, useState } from 'react';
import { getErrorMessage, type Tournament } from '@mj/api';
import { useCreateStageMutation, useDeleteStageMutation, useGetStagesQuery } from '@mj/api/formats';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { usePseudos } from '../../../hooks/use-pseudos';
import { stageLine } from '../../../lib/stages';

type Carry = 1 | 0.5 | 0;

/** The players a cut could not separate, from its 422 (`ex_aequo`). */
const tiedOf = (cause: unknown): string[] => {
  const data = (cause as { data?: { ex_aequo?: unknown } } | null)?.data;
  return Array.isArray(data?.ex_aequo) ? (data.ex_aequo as string[]) : [];
};

/**
 * « Phases »: after the last ronde of a stage, the admin or a referee cuts the ranking to the top N (a
 * multiple of 4) with the share of points carried; the next rondes seat only the qualifiers. A tie at the
 * cut the tie-break cannot decide: the admin ticks who goes on among the tied players.
 */
export function StagesSection({ tournament }: { tournament: Tournament }) {
  const headingId = useId();
  const id = useId();
  const { pseudoOf } = usePseudos();
  const { data: stages = [] } = useGetStagesQuery(tournament.id);
  const [create, { isLoading: cutting }] = useCreateStageMutation();
  const [remove, { isLoading: removing }] = useDeleteStageMutation();
  const [nom, setNom] = useState('Finale');
  const [qualifies, setQualifies] = useState('8');
  const [report, setReport] = useState<Carry>(0.5);
  const [tied, setTied] = useState<string[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const last = stages.at(-1);

  async function cut() {
    setFailure(null);
    try {
      await create({
        tournamentId: tournament.id,
        nom: nom.trim(),
        qualifies: Number(qualifies),
        report,
        ...(tied.length > 0 ? { joueurs: chosen } : {}),
      }).unwrap();
      setTied([]);
      setChosen([]);
    } catch (cause) {
      setFailure(getErrorMessage(cause, 'Impossible de couper le classement.'));
      const ties = tiedOf(cause);
      if (ties.length > 0 && tied.length === 0) setTied(ties);
    }
  }

  async function cancel(numero: number) {
    setFailure(null);
    try {
      await remove({ tournamentId: tournament.id, numero }).unwrap();
    } catch (cause) {
      setFailure(getErrorMessage(cause, 'Impossible d’annuler la phase.'));
    }
  }

  return (
    <section className="tournament-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Phases</h2>
      {stages.length > 0 && (
        <ol className="stages__list" aria-label="Phases du tournoi">
          {stages.map((stage) => (
            <li key={stage.numero}>
              {stageLine(stage)} Dès la ronde {stage.premiere_ronde}.
              {stage === last && (
                <Button variant="ghost" disabled={removing} onClick={() => void cancel(stage.numero)}>
                  Annuler la phase
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      <div className="inline-form">
        <Field label="Nom de la phase" value={nom} onChange={setNom} maxLength={100} />
        <Field
          label="Qualifiés"
          type="number"
          inputMode="numeric"
          min={4}
          step={4}
          value={qualifies}
          onChange={setQualifies}
        />
        <div className="field">
          <label htmlFor={`${id}-report`}>Points reportés</label>
          <select
            id={`${id}-report`}
            value={String(report)}
            onChange={(event) => setReport(Number(event.target.value) as Carry)}
          >
            <option value="1">Tous</option>
            <option value="0.5">La moitié</option>
            <option value="0">Aucun</option>
          </select>
        </div>
      </div>
      {tied.length > 0 && (
        <fieldset className="fieldset">
          <legend>Qui se qualifie parmi les ex æquo&nbsp;?</legend>
          {tied.map((userId) => (
            <label key={userId} className="checkbox">
              <input
                type="checkbox"
                checked={chosen.includes(userId)}
                onChange={(event) =>
                  setChosen(event.target.checked ? [...chosen, userId] : chosen.filter((p) => p !== userId))
                }
              />
              <span>{pseudoOf(userId)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {failure && <Alert>{failure}</Alert>}
      <Button disabled={cutting || nom.trim() === ''} onClick={() => void cut()}>
        Couper le classement
      </Button>
    </section>
  );
}
