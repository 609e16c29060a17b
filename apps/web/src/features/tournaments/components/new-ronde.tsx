import { useId, useState, type FormEvent } from 'react';
import {
  getErrorMessage,
  useCreateRondeMutation,
  useProposeRondeMutation,
  type RondeMode,
  type RondeProposal,
  type Tournament,
} from '@mj/api';
import { MESSAGES } from '@mj/domain';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { usePseudos } from '../../../hooks/use-pseudos';
import { TOURNAMENT_MESSAGES as M } from '../messages';
import { defaultPresent, MODE_LABELS, SEAT_LABELS, swapSeats, type Seat } from '../model/rondes';

interface NewRondeProps {
  tournament: Tournament;
  /** Everyone who may sit: the players and the admin. */
  players: string[];
  onDone: () => void;
}

/**
 * « Nouvelle ronde »: who is present (the players not marked absent, by default), « Équilibrée »,
 * « Suisse » or « Par paliers », the proposal's quality (repeated pairs, winds, tables, and why), the proposed tables (number, four pseudos in seat order), two players swapped by tapping one
 * then the other, and « Lancer la ronde » creating every table's game at once with those tables.
 */
export function NewRonde({ tournament, players, onDone }: NewRondeProps) {
  const headingId = useId();
  const { pseudoOf } = usePseudos();
  const [present, setPresent] = useState(
    () => new Set(defaultPresent(tournament)),
  );
  const [mode, setMode] = useState<RondeMode>('equilibre');
  const [proposal, setProposal] = useState<RondeProposal | null>(null);
  const [tables, setTables] = useState<string[][]>([]);
  const [picked, setPicked] = useState<Seat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [propose, { isLoading: proposing }] = useProposeRondeMutation();
  const [create, { isLoading: creating }] = useCreateRondeMutation();
  const chosen = players.filter((userId) => present.has(userId));

  function toggle(userId: string) {
    const next = new Set(present);
    if (next.has(userId)) next.delete(userId);
    else next.add(userId);
    setPresent(next);
    setProposal(null);
  }

  async function ask(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      const answer = await propose({ tournamentId: tournament.id, request: { mode, joueurs: chosen } }).unwrap();
      setProposal(answer);
      setTables(answer.tables.map((table) => table.joueurs));
      setPicked(null);
    } catch (cause) {
      setFailure(getErrorMessage(cause, M.proposeFailed));
    }
  }

  function pick(seat: Seat) {
    if (!picked) return setPicked(seat);
    if (picked.table !== seat.table || picked.seat !== seat.seat) setTables(swapSeats(tables, picked, seat));
    setPicked(null);
  }

  async function confirm(current: RondeProposal) {
    setFailure(null);
    try {
      await create({
        tournamentId: tournament.id,
        request: { mode: current.mode, tables, graine: current.graine },
      }).unwrap();
      onDone();
    } catch (cause) {
      setFailure(getErrorMessage(cause, M.createRondeFailed));
    }
  }

  const pickedPseudo = picked ? pseudoOf(tables[picked.table]![picked.seat]!) : null;
  return (
    <section className="tournament-section new-ronde" aria-labelledby={headingId}>
      <h2 id={headingId}>Nouvelle ronde</h2>
      <form onSubmit={(event) => void ask(event)}>
        <fieldset className="fieldset">
          <legend>Joueurs présents ({chosen.length})</legend>
          <div className="chips">
            {players.map((userId) => (
              <label key={userId} className="chip">
                <input type="checkbox" checked={present.has(userId)} onChange={() => toggle(userId)} />
                {pseudoOf(userId)}
              </label>
            ))}
          </div>
          {chosen.length % 4 !== 0 && (
            <p className="field__hint">{MESSAGES.rondePlayerCount(chosen.length)}</p>
          )}
        </fieldset>
        <fieldset className="fieldset">
          <legend>Placement</legend>
          <div className="chips" role="radiogroup">
            {(['equilibre', 'suisse', 'paliers'] as const).map((value) => (
              <label key={value} className="chip">
                <input
                  type="radio"
                  name="mode"
                  checked={mode === value}
                  onChange={() => {
                    setMode(value);
                    setProposal(null);
                  }}
                />
                {MODE_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" variant="secondary" disabled={proposing}>
          Proposer les tables
        </Button>
      </form>
      {failure && <Alert>{failure}</Alert>}
      {proposal && (
        <>
          <RondeQualityCard quality={proposal.qualite} edited={edited(proposal, tables)} />
          <p className="field__hint" aria-live="polite">
            {pickedPseudo ? `Choisis le joueur à échanger avec ${pickedPseudo}.` : M.swapHint}
          </p>
          <ol className="ronde-tables" aria-label="Tables proposées">
            {tables.map((seats, tableIndex) => (
              <li key={tableIndex} className="card ronde-table" aria-label={`Table ${tableIndex + 1}`}>
                <h3 className="card__title">Table {tableIndex + 1}</h3>
                <ol className="seat-buttons">
                  {seats.map((userId, seat) => (
                    <li key={seat}>
                      <button
                        type="button"
                        className="chip"
                        aria-pressed={picked?.table === tableIndex && picked.seat === seat}
                        onClick={() => pick({ table: tableIndex, seat })}
                      >
                        <span className="seat-wind">{SEAT_LABELS[seat]}</span> {pseudoOf(userId)}
                      </button>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
          <div className="card__actions">
            <Button variant="secondary" onClick={onDone}>
              Annuler
            </Button>
            <Button disabled={creating} onClick={() => void confirm(proposal)}>
              Lancer la ronde
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

/** Whether the admin swapped players since the proposal. */
const edited = (proposal: RondeProposal, tables: string[][]) =>
  proposal.tables.some((table, t) => table.joueurs.some((id, seat) => tables[t]?.[seat] !== id));

/** The quality of the proposal, before confirming: three figures and why they are not zero. */
function RondeQualityCard({
  quality,
  edited: swapped,
}: {
  quality: RondeProposal['qualite'];
  edited: boolean;
}) {
  const headingId = useId();
  return (
    <section className="card ronde-quality" aria-labelledby={headingId}>
      <h3 id={headingId} className="card__title">
        Qualité de la proposition
      </h3>
      <dl className="ronde-quality__figures">
        <dt>Paires qui se retrouvent</dt>
        <dd>{quality.paires_repetees}</dd>
        <dt>Joueurs aux vents déséquilibrés</dt>
        <dd>{quality.vents_desequilibres}</dd>
        <dt>Retours à une table déjà jouée</dt>
        <dd>{quality.tables_repetees}</dd>
      </dl>
      <ul className="ronde-quality__reasons">
        {quality.explications.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {swapped && <p className="field__hint">{M.qualityBeforeSwaps}</p>}
    </section>
  );
}
