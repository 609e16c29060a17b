import { useId, useRef, useState, type FormEvent } from 'react';
import { getErrorMessage, type RondeMode, type RondeProposal, type Tournament } from '@mj/api';
import { useCreateRondeMutation, useGetRondesQuery, useProposeRondeMutation } from '@mj/api/rondes';
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
 * « Suisse » or « Par paliers », the proposal's quality (repeated pairs, winds, tables, and why), the
 * proposed tables (number, four pseudos in seat order), two players swapped by tapping one then the other
 * (the server then rates the swapped tables, so the quality shown is that of the tables to be confirmed),
 * and « Lancer la ronde » creating every table's game at once with those tables.
 */
export function NewRonde({ tournament, players, onDone }: NewRondeProps) {
  const headingId = useId();
  const { pseudoOf } = usePseudos();
  const { data: rondes } = useGetRondesQuery(tournament.id);
  // Until the admin ticks or unticks someone, the default (which reads the last ronde once loaded).
  const [ticked, setPresent] = useState<Set<string> | null>(null);
  const present = ticked ?? new Set(defaultPresent(tournament, rondes?.at(-1)));
  const [mode, setMode] = useState<RondeMode>('equilibre');
  const [proposal, setProposal] = useState<RondeProposal | null>(null);
  const [tables, setTables] = useState<string[][]>([]);
  const [picked, setPicked] = useState<Seat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [propose, { isLoading: proposing }] = useProposeRondeMutation();
  // The quality of the tables as swapped: a proposal of those very tables (nothing written).
  const [rate] = useProposeRondeMutation();
  const [quality, setQuality] = useState<RondeProposal['qualite'] | null>(null);
  const [qualityFailure, setQualityFailure] = useState<string | null>(null);
  // Only the answer for the latest tables counts: a slower answer for earlier swaps is dropped.
  const latest = useRef(0);
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
      const answer = await propose({
        tournamentId: tournament.id,
        request: { mode, joueurs: chosen },
      }).unwrap();
      latest.current += 1;
      setProposal(answer);
      setQuality(answer.qualite);
      setQualityFailure(null);
      setTables(answer.tables.map((table) => table.joueurs));
      setPicked(null);
    } catch (cause) {
      setFailure(getErrorMessage(cause, M.proposeFailed));
    }
  }

  function pick(seat: Seat) {
    if (!picked) return setPicked(seat);
    if (proposal && (picked.table !== seat.table || picked.seat !== seat.seat)) {
      const swapped = swapSeats(tables, picked, seat);
      setTables(swapped);
      void rerate(proposal, swapped);
    }
    setPicked(null);
  }

  async function rerate(current: RondeProposal, swapped: string[][]) {
    const turn = (latest.current += 1);
    setQuality(null);
    setQualityFailure(null);
    try {
      const answer = await rate({
        tournamentId: tournament.id,
        request: { mode: current.mode, tables: swapped, graine: current.graine },
      }).unwrap();
      if (turn === latest.current) setQuality(answer.qualite);
    } catch (cause) {
      if (turn === latest.current) setQualityFailure(getErrorMessage(cause, M.qualityFailed));
    }
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
          <RondeQualityCard quality={quality} failure={qualityFailure} edited={edited(proposal, tables)} />
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

/**
 * The quality of the tables about to be confirmed: three figures and why they are not zero; after a
 * swap, those of the swapped tables once the server has rated them (null meanwhile, or if it failed).
 */
function RondeQualityCard({
  quality,
  failure,
  edited: swapped,
}: {
  quality: RondeProposal['qualite'] | null;
  failure: string | null;
  edited: boolean;
}) {
  const headingId = useId();
  return (
    <section className="card ronde-quality" aria-labelledby={headingId} aria-busy={!quality && !failure}>
      <h3 id={headingId} className="card__title">
        Qualité de la proposition
      </h3>
      <div aria-live="polite">
        {quality ? (
          <>
            <dl className="ronde-quality__figures">
              <dt>Paires qui se retrouvent</dt>
              <dd>{quality.paires_repetees}</dd>
              <dt>Joueurs aux vents déséquilibrés</dt>
              <dd>{quality.vents_desequilibres}</dd>
              <dt>Retours à une table déjà jouée</dt>
              <dd>{quality.tables_repetees}</dd>
              {quality.equipiers_reunis > 0 && (
                <>
                  <dt>Équipiers à une même table</dt>
                  <dd>{quality.equipiers_reunis}</dd>
                </>
              )}
            </dl>
            <ul className="ronde-quality__reasons">
              {quality.explications.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            {swapped && <p className="field__hint">{M.qualityAfterSwaps}</p>}
          </>
        ) : (
          <p className="field__hint">{failure ?? M.qualityChecking}</p>
        )}
      </div>
    </section>
  );
}
