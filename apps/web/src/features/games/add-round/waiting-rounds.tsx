import type { HistoryEntryWire } from '@mj/api';
import { Button, ButtonLink } from '../../../components/button';
import { paths } from '../../../config/paths';
import { describeRound } from '../components/describe-round';
import { waitingLabel, waitingRounds, type Waiting } from './outbox';
import type { OutboxStop } from './send-waiting';

type PseudoOf = (id: string) => string;

/** « N tours en attente d'envoi » with each waiting round, and a waiting finish. */
export function WaitingBanner({ list, pseudoOf }: { list: readonly Waiting[]; pseudoOf: PseudoOf }) {
  const rounds = waitingRounds(list);
  const finish = list.some((item) => item.kind === 'finish');
  if (rounds.length === 0 && !finish) return null;
  return (
    <div className="alert alert--info add-round__waiting" role="status">
      {rounds.length > 0 && <p>{waitingLabel(rounds.length)}</p>}
      <ul>
        {rounds.map((item) => (
          <li key={item.key}>
            Tour {item.index + 1} : {describeRound(item.round, pseudoOf)} — en attente
          </li>
        ))}
        {finish && <li>Fin de la partie — en attente</li>}
      </ul>
    </div>
  );
}

/** The way out of a stopped sending that cannot succeed: the waiting rounds leave the phone unsent. */
export const DROP_WAITING = 'Abandonner les tours en attente';
/** A 409 on a game that another phone finished while this one was offline. */
export const FINISHED_ELSEWHERE =
  'La partie a été terminée sur un autre téléphone pendant la coupure : les tours en attente ne peuvent plus être enregistrés.';

interface StopProps {
  partyId: string;
  stop: NonNullable<OutboxStop>;
  /** The server's game is finished (another phone ended it during the outage): nothing can be added. */
  finished: boolean;
  list: readonly Waiting[];
  /** The server's rounds (to show what the other phone recorded); undefined while loading. */
  entries: readonly HistoryEntryWire[] | undefined;
  pseudoOf: PseudoOf;
  /** The server's copy is being reloaded: re-entering waits for its round count. */
  loading: boolean;
  onKeepServer: () => void;
  onReenter: () => void;
  onRetry: () => void;
}

/**
 * Sending stopped. A 409: another phone recorded rounds during the outage; both versions side by side,
 * and the table keeps the server's (ours dropped) or enters ours again after it. A refusal: the server's
 * message, and the choice to try again or drop the waiting rounds. A 409 on a game another phone finished:
 * entering ours after theirs would meet the same 409, so dropping them is the one choice, and the results.
 */
export function OutboxStopScreen(props: StopProps) {
  const { stop, list, entries, pseudoOf, loading } = props;
  const ours = (
    <ul>
      {waitingRounds(list).map((item) => (
        <li key={item.key}>{describeRound(item.round, pseudoOf)}</li>
      ))}
    </ul>
  );
  if (stop.kind === 'conflict' && props.finished) {
    return (
      <section className="alert alert--info add-round__conflict" role="alert" aria-label="Conflit de saisie">
        <p>{FINISHED_ELSEWHERE}</p>
        <h2>En attente sur ce téléphone</h2>
        {ours}
        <Button variant="danger" onClick={props.onKeepServer}>
          {DROP_WAITING}
        </Button>
        <ButtonLink variant="secondary" to={paths.gameResults.href(props.partyId)}>
          Voir les résultats
        </ButtonLink>
      </section>
    );
  }
  if (stop.kind === 'refused') {
    return (
      <div className="alert add-round__conflict" role="alert">
        <p>Les tours en attente n’ont pas pu être envoyés : {stop.message}</p>
        <Button variant="secondary" onClick={props.onRetry}>
          Réessayer l’envoi
        </Button>
        <Button variant="danger" onClick={props.onKeepServer}>
          {DROP_WAITING}
        </Button>
      </div>
    );
  }
  const theirs = entries?.filter((entry) => entry.index >= stop.from);
  return (
    <section className="alert alert--info add-round__conflict" role="alert" aria-label="Conflit de saisie">
      <p>Un autre téléphone a enregistré des tours pendant la coupure.</p>
      <h2>Enregistré sur le serveur</h2>
      {theirs ? (
        <ul>
          {theirs.map((entry) => (
            <li key={entry.index}>
              Tour {entry.index + 1} : {describeRound(entry.tour, pseudoOf)}
            </li>
          ))}
        </ul>
      ) : (
        <p>chargement…</p>
      )}
      <h2>En attente sur ce téléphone</h2>
      {ours}
      <Button variant="secondary" onClick={props.onKeepServer}>
        Garder la version du serveur
      </Button>
      <Button disabled={loading || !theirs} onClick={props.onReenter}>
        Ajouter nos tours à la suite
      </Button>
    </section>
  );
}
