import { Button } from '../../../components/button';

/** The safe answer, the default one: the entry is the round just recorded, it is not stored again. */
export const SAME_ROUND = 'C’est le même tour';
/** The entry is another round: it is prepared again against the game as it now is. */
export const ANOTHER_ROUND = 'C’est un autre tour';

interface MovedOnProps {
  /** What the game recorded since the entry was prepared, one line each (empty while it loads). */
  lines: readonly string[];
  /** The entry held here, in words. */
  mine: string;
  /** The game's new state is still being read: « another round » waits for it. */
  loading: boolean;
  onSame: () => void;
  onAnother: () => void;
}

/**
 * The game moved on under an entry (another phone's round, a correction, a 409): what was recorded and
 * by whom, in words, beside the entry held here, and the table's answer. Nothing is validated meanwhile.
 */
export function MovedOnPrompt({ lines, mine, loading, onSame, onAnother }: MovedOnProps) {
  return (
    <section className="alert alert--info add-round__conflict" role="alert" aria-label="Conflit de saisie">
      <p>La partie a avancé pendant ta saisie.</p>
      {lines.length > 0 ? (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>chargement…</p>
      )}
      <p>Ta saisie : {mine}</p>
      <div className="add-round__choices">
        {/* The safe choice first, the primary one: a stray tap never stores a second copy. */}
        <Button onClick={onSame}>{SAME_ROUND}</Button>
        <Button variant="secondary" disabled={loading} onClick={onAnother}>
          {ANOTHER_ROUND}
        </Button>
      </div>
    </section>
  );
}
