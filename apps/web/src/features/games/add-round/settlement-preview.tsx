import { Delta } from '../../../components/score';
import { formatScore } from '../../../lib/format';

/**
 * Beyond the spec: what each player will pay or receive if the round is validated, computed by the
 * domain's `settleRound`, so a wrong han, fu or winner is caught before it is recorded. `notes` adds a
 * word next to a player (the chombo penalty), `summary` a sentence under the list (nobody pays).
 */
export function SettlementPreview({
  joueurs,
  delta,
  pseudoOf,
  title = 'Aperçu du règlement',
  notes = {},
  summary,
  scores,
}: {
  joueurs: readonly string[];
  delta: Record<string, number>;
  pseudoOf: (id: string) => string;
  title?: string;
  notes?: Record<string, string>;
  summary?: string;
  /** Current scores before and after (a correction): shown beside each delta. */
  scores?: { before: Record<string, number>; after: Record<string, number> };
}) {
  return (
    <section className="preview" aria-label={title}>
      {/* Under the page's h1: the form has no other heading level in between. */}
      {title && <h2 className="preview__title">{title}</h2>}
      <ul className="preview__list">
        {joueurs.map((id) => {
          const value = delta[id] ?? 0;
          return (
            <li key={id}>
              <span>{pseudoOf(id)}</span>
              <span className="preview__verb">{value > 0 ? 'reçoit' : value < 0 ? 'paie' : 'inchangé'}</span>
              <Delta value={value} />
              {notes[id] && <span className="preview__note">{notes[id]}</span>}
              {scores && (
                <span className="preview__scores">
                  score : {formatPlain(scores.before[id])} → {formatPlain(scores.after[id])}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {summary && <p className="preview__summary">{summary}</p>}
    </section>
  );
}

const formatPlain = (value: number | undefined) => (value === undefined ? '—' : formatScore(value));
