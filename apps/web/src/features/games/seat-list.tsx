import {
  DragDropContext,
  Draggable,
  Droppable,
  type DropResult,
  type ResponderProvided,
} from '@hello-pangea/dnd';
import { WIND_LABELS, WINDS, makeDealer, moveDown, moveUp } from '@mj/domain';

interface SeatListProps {
  seats: readonly string[];
  pseudoOf: (id: string) => string;
  onChange: (seats: string[]) => void;
}

const windOf = (index: number) => WIND_LABELS[WINDS[index] ?? 'est'];

/** Moves one seat from `from` to `to`, shifting the others (a drag and drop). */
export function reorder<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [moved] = copy.splice(from, 1);
  if (moved !== undefined) copy.splice(to, 0, moved);
  return copy;
}

const INSTRUCTIONS =
  'Appuie sur Espace pour prendre ce joueur, utilise les flèches haut et bas pour changer sa place, Espace pour le poser, Échap pour annuler.';

/**
 * The chosen players in wind order (Est, Sud, Ouest, Nord): reordered by drag and drop (mouse, touch or
 * keyboard), by the arrows, or with the Est button that makes a player the dealer.
 */
export function SeatList({ seats, pseudoOf, onChange }: SeatListProps) {
  function onDragEnd(result: DropResult, provided: ResponderProvided) {
    if (!result.destination) {
      provided.announce('Déplacement annulé.');
      return;
    }
    provided.announce(`${pseudoOf(result.draggableId)} placé(e) en ${windOf(result.destination.index)}.`);
    onChange(reorder(seats, result.source.index, result.destination.index));
  }

  return (
    <DragDropContext
      dragHandleUsageInstructions={INSTRUCTIONS}
      onDragStart={(start, provided) =>
        provided.announce(
          `${pseudoOf(start.draggableId)} pris(e), actuellement ${windOf(start.source.index)}.`,
        )
      }
      onDragUpdate={(update, provided) => {
        if (update.destination) provided.announce(`Vers ${windOf(update.destination.index)}.`);
      }}
      onDragEnd={onDragEnd}
    >
      <Droppable droppableId="seats">
        {(drop) => (
          <ol
            className="seats"
            ref={drop.innerRef}
            {...drop.droppableProps}
            aria-label="Places autour de la table"
          >
            {seats.map((id, index) => {
              const pseudo = pseudoOf(id);
              return (
                <Draggable key={id} draggableId={id} index={index}>
                  {(drag, snapshot) => (
                    <li
                      ref={drag.innerRef}
                      {...drag.draggableProps}
                      className={snapshot.isDragging ? 'seat seat--dragging' : 'seat'}
                    >
                      <span
                        className="seat__handle"
                        {...drag.dragHandleProps}
                        aria-label={`Déplacer ${pseudo}`}
                      >
                        ⠿
                      </span>
                      <span className="seat__wind">{windOf(index)}</span>
                      <span className="seat__name">{pseudo}</span>
                      <span className="seat__actions">
                        <button
                          type="button"
                          className="icon-button"
                          aria-label={`Monter ${pseudo}`}
                          disabled={index === 0}
                          onClick={() => onChange(moveUp(seats, index))}
                        >
                          ↑
                        </button>
                        <button
                          type="button"
                          className="icon-button"
                          aria-label={`Descendre ${pseudo}`}
                          disabled={index === seats.length - 1}
                          onClick={() => onChange(moveDown(seats, index))}
                        >
                          ↓
                        </button>
                        <button
                          type="button"
                          className="icon-button"
                          aria-label={`${pseudo} à l’Est (dealer)`}
                          aria-pressed={index === 0}
                          onClick={() => onChange(makeDealer(seats, index))}
                        >
                          Est
                        </button>
                        <button
                          type="button"
                          className="icon-button icon-button--danger"
                          aria-label={`Retirer ${pseudo}`}
                          onClick={() => onChange(seats.filter((seat) => seat !== id))}
                        >
                          ×
                        </button>
                      </span>
                    </li>
                  )}
                </Draggable>
              );
            })}
            {drop.placeholder}
          </ol>
        )}
      </Droppable>
    </DragDropContext>
  );
}
