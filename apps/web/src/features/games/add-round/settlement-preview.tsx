import { Delta } from '../../../components/score';

/**
 * Beyond the spec: what each player will pay or receive if the round is validated, computed by the
 * domain's `settleRound`, so a wrong han, fu or winner is caught before it is recorded.
 */
export function SettlementPreview({
  joueurs,
  delta,
  pseudoOf,
}: {
  joueurs: readonly string[];
  delta: Record<string, number>;
  pseudoOf: (id: string) => string;
}) {
  return (
    <section className="preview" aria-label="Aperçu du règlement">
      <h3 className="preview__title">Aperçu du règlement</h3>
      <ul className="preview__list">
        {joueurs.map((id) => {
          const value = delta[id] ?? 0;
          return (
            <li key={id}>
              <span>{pseudoOf(id)}</span>
              <span className="preview__verb">{value > 0 ? 'reçoit' : value < 0 ? 'paie' : 'inchangé'}</span>
              <Delta value={value} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
