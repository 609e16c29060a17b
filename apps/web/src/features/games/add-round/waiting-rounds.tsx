import type { HistoryEntryWire } from '@mj/api';
import { Button, ButtonLink } from '../../../components/button';
import { paths } from '../../../config/paths';
import { waitingLabel, waitingRounds, type OutboxItem } from '../../../outbox/items';
import { describeRound } from '../components/describe-round';
import { preparedOf, whatChanged } from './moved-on';
import { MovedOnPrompt } from './moved-on-prompt';

type PseudoOf = (id: string) => string;

/** One waiting write in words: « Tour 3 : Tsumo de Bruno (3 han 30 fu) », « Fin de la partie ». */
function describeWrite(item: OutboxItem, pseudoOf: PseudoOf): string {
  const { write } = item;
  switch (write.kind) {
    case 'round':
      return `Tour ${write.index + 1} : ${describeRound(write.round, pseudoOf)}`;
    case 'correction':
      return `Correction du tour ${write.index + 1} : ${describeRound(write.round, pseudoOf)}`;
    case 'deletion':
      return `Suppression du tour ${write.index + 1}`;
    case 'undo':
      return 'Annulation du dernier tour';
    case 'finish':
      return 'Fin de la partie';
  }
}

/** « N tours en attente d’envoi » with each waiting write, a refused one with the server's word. */
export function WaitingBanner({ list, pseudoOf }: { list: readonly OutboxItem[]; pseudoOf: PseudoOf }) {
  if (list.length === 0) return null;
  const rounds = waitingRounds(list).length;
  return (
    <div className="alert alert--info add-round__waiting" role="status">
      {rounds > 0 && <p>{waitingLabel(rounds)}</p>}
      <ul>
        {list.map((item) => (
          <li key={item.id}>
            {describeWrite(item, pseudoOf)} —{' '}
            {item.refusal ? `refusé : ${item.refusal.message}` : 'en attente'}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The way out of a stopped sending that cannot succeed: the waiting writes leave the phone unsent. */
export const DROP_WAITING = 'Abandonner les envois en attente';
/** A 409 on a game that another phone finished while this one was offline. */
export const FINISHED_ELSEWHERE =
  'La partie a été terminée sur un autre téléphone : les tours en attente ne peuvent plus être enregistrés.';

interface StopProps {
  gameId: string;
  /** The first waiting write, which the server stopped. */
  stopped: OutboxItem;
  /** The server's game is finished (another phone ended it): nothing can be added. */
  finished: boolean;
  /** The server's rounds (what the other phone recorded); undefined while loading. */
  entries: readonly HistoryEntryWire[] | undefined;
  pseudoOf: PseudoOf;
  /** The server's copy is being read again: « another round » waits for its count. */
  loading: boolean;
  onSame: () => void;
  onAnother: () => void;
  onRetry: () => void;
  onDrop: () => void;
}

/**
 * Sending stopped on a waiting write. A 409 on a round: the game moved on (another phone recorded first),
 * and the table says whether ours is the same round. A 409 on a finished game: dropping ours is the one
 * choice, and the results. Another refusal: the server's message, try again or drop.
 */
export function OutboxStopScreen(props: StopProps) {
  const { stopped, pseudoOf } = props;
  const refusal = stopped.refusal;
  if (!refusal) return null;
  if (refusal.conflict && props.finished) {
    return (
      <section className="alert alert--info add-round__conflict" role="alert" aria-label="Conflit de saisie">
        <p>{FINISHED_ELSEWHERE}</p>
        <p>En attente sur ce téléphone : {describeWrite(stopped, pseudoOf)}</p>
        <Button variant="danger" onClick={props.onDrop}>
          {DROP_WAITING}
        </Button>
        <ButtonLink variant="secondary" to={paths.gameResults.href(props.gameId)}>
          Voir les résultats
        </ButtonLink>
      </section>
    );
  }
  if (refusal.conflict && stopped.write.kind === 'round') {
    const since = preparedOf(stopped.write.index, undefined);
    return (
      <MovedOnPrompt
        lines={props.entries ? whatChanged(since, props.entries, pseudoOf) : []}
        mine={describeRound(stopped.write.round, pseudoOf)}
        loading={props.loading || !props.entries}
        onSame={props.onSame}
        onAnother={props.onAnother}
      />
    );
  }
  return (
    <div className="alert add-round__conflict" role="alert">
      <p>
        {describeWrite(stopped, pseudoOf)} n’a pas pu être envoyé : {refusal.message}
      </p>
      <Button variant="secondary" onClick={props.onRetry}>
        Réessayer l’envoi
      </Button>
      <Button variant="danger" onClick={props.onDrop}>
        {DROP_WAITING}
      </Button>
    </div>
  );
}
