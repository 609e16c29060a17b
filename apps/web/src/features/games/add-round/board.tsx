import type { Game } from '@mj/api';
import { WIND_LABELS, WINDS, dealerOf, windLabel } from '@mj/domain';
import { Delta, Score } from '../../../components/score';

interface BoardProps {
  game: Game;
  pseudoOf: (id: string) => string;
  /** Per-player changes shown beside the scores (undo deltas, payment preview); zero is not shown. */
  deltas?: Record<string, number> | null;
  riichi?: readonly string[];
}

/** Seat positions around the table in turn order: East at the bottom, South on the right… */
const POSITIONS = ['bottom', 'right', 'top', 'left'] as const;

/** The table: four seats with scores, seat winds and the dealer mark; the hand and counters in the middle. */
export function Board({ game, pseudoOf, deltas, riichi = [] }: BoardProps) {
  const dealer = dealerOf(game);
  const dealerSeat = Math.max(0, game.joueurs.indexOf(dealer ?? ''));
  return (
    <section className="board" aria-label="Table">
      <div className="board__center">
        <p className="board__hand">{windLabel(game.vent, game.tour_actuel)}</p>
        <div className="board__pills">
          <span className="pill">
            Vent <strong>{WIND_LABELS[game.vent]}</strong>
          </span>
          <span className="pill">
            Honba <strong>{game.dealer_stack}</strong>
          </span>
          <span className="pill">
            Riichi <strong>{game.riichi_stack}</strong>
          </span>
        </div>
      </div>
      {game.joueurs.map((id, seat) => {
        const seatWind = WINDS[(seat - dealerSeat + 4) % 4] ?? 'est';
        const isDealer = id === dealer;
        const delta = deltas?.[id];
        return (
          <article
            key={id}
            className={`board__seat board__seat--${POSITIONS[seat]}${isDealer ? ' board__seat--dealer' : ''}`}
            aria-label={`${pseudoOf(id)}, ${WIND_LABELS[seatWind]}${isDealer ? ', donneur' : ''}`}
          >
            <span className="board__wind">{WIND_LABELS[seatWind]}</span>
            {isDealer && (
              <span className="board__dealer" title="Donneur">
                Donneur
              </span>
            )}
            <span className="board__name" title={pseudoOf(id)}>
              {pseudoOf(id)}
            </span>
            <Score value={game.scores[id] ?? 0} />
            {riichi.includes(id) && <span className="board__riichi" aria-label="Riichi" />}
            {delta ? <Delta value={delta} className="board__delta" /> : null}
          </article>
        );
      })}
    </section>
  );
}
