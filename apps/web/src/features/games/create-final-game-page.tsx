import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage, type User } from '@mj/api';
import { useCreateManualGameMutation } from '@mj/api/games';
import {
  FINAL_SUGGESTION_CAP,
  MESSAGES,
  parseFrenchNumber,
  PLAYER_COUNT,
  rulesOf,
  validateFinalScores,
} from '@mj/domain';
import { Alert } from '../../components/alert';
import { Button, ButtonLink } from '../../components/button';
import { Page } from '../../components/page';
import { PlayerSearch } from '../../components/player-search';
import { PageLoading } from '../../components/spinner';
import { paths } from '../../config/paths';
import { formatScore } from '../../lib/format';
import { lastRules } from '../../components/rules-picker';
import { lastLeague, LeaguePicker, rememberLeague } from '../../components/league-picker';
import { PlayersLoadFailed } from './players-load-failed';
import { newGameOrigin, useGamePlayers } from './use-game-players';
import './games.css';

/** The fallback sentence when the finished game cannot be saved. */
export const CREATE_FINAL_FALLBACK = 'Erreur lors de la création.';

interface Slot {
  user: User | null;
  score: string;
}

const emptySlots = (): Slot[] => Array.from({ length: PLAYER_COUNT }, () => ({ user: null, score: '' }));

/** `-1 500` for `1 500` and back: a phone's numeric keypad has no minus key. */
function toggleSign(text: string): string {
  const trimmed = text.trim();
  return /^[-\u2212]/.test(trimmed) ? trimmed.slice(1) : `-${trimmed}`;
}

/** /create-party-final: four players with autocomplete and their final scores. */
export function CreateFinalGamePage({ tournamentId }: { tournamentId: string | null }) {
  const navigate = useNavigate();
  const { selectable, tournament, isLoading, loadError, retry } = useGamePlayers(tournamentId);
  // A tournament's game plays its rules; a casual one the rules last used on this device.
  const regles = tournament?.regles ?? lastRules();
  const [ligue, setLigue] = useState(lastLeague);
  const rules = rulesOf(regles);
  const { startScore } = rules;
  const totalScore = PLAYER_COUNT * startScore;
  const [slots, setSlots] = useState<Slot[]>(emptySlots);
  const [error, setError] = useState<string | null>(null);
  const [createManualGame, { isLoading: saving }] = useCreateManualGameMutation();
  const baseId = useId();

  const chosen = slots.flatMap((slot) => (slot.user ? [slot.user.user_id] : []));
  // Scores typed as the app shows them (« 58 400 », « 58.400 ») count; one that is not a number is never
  // silently left out of the sum: the line says so and the field is marked.
  const numbers = slots.map((slot) => (slot.score.trim() === '' ? 0 : parseFrenchNumber(slot.score)));
  const unreadable = numbers.some((value) => value === null);
  const sum = numbers.reduce<number>((total, value) => total + (value ?? 0), 0);

  function update(index: number, patch: Partial<Slot>) {
    setError(null);
    setSlots((current) => current.map((slot, at) => (at === index ? { ...slot, ...patch } : slot)));
  }

  async function save() {
    const joueurs = slots.map((slot) => slot.user?.user_id ?? '');
    const scores = Object.fromEntries(slots.map((slot, index) => [joueurs[index], slot.score]));
    const valid = validateFinalScores(
      { joueurs: chosen.length === PLAYER_COUNT ? joueurs : chosen, scores },
      rules,
    );
    if (!valid.ok) {
      setError(valid.error);
      return;
    }
    try {
      const { id } = await createManualGame({
        ...valid.value,
        date_debut: new Date().toISOString(),
        ...newGameOrigin(tournamentId, regles),
        ...(!tournamentId && ligue ? { ligue_id: ligue } : {}),
      }).unwrap();
      if (!tournamentId) rememberLeague(ligue);
      navigate(tournamentId ? paths.tournamentAdmin.href(tournamentId) : paths.gameResults.href(id));
    } catch (failure) {
      setError(getErrorMessage(failure, CREATE_FINAL_FALLBACK));
    }
  }

  if (isLoading) return <PageLoading />;
  if (loadError) return <PlayersLoadFailed title="Partie terminée" error={loadError} retry={retry} />;

  return (
    <Page
      title="Partie terminée"
      lead={
        tournament ? `Tournoi\u00a0: ${tournament.nom}` : 'Saisis les quatre joueurs et leurs scores finaux.'
      }
    >
      <div className="card stack">
        <ol className="final-slots" aria-label="Joueurs et scores">
          {slots.map((slot, index) => {
            const scoreId = `${baseId}-score-${index}`;
            return (
              <li key={index} className="final-slot">
                {slot.user ? (
                  <div className="field">
                    <span className="field__label">Joueur {index + 1}</span>
                    <div className="final-slot__chosen">
                      <span>{slot.user.pseudo}</span>
                      <button
                        type="button"
                        className="icon-button icon-button--danger"
                        aria-label={`Retirer ${slot.user.pseudo}`}
                        onClick={() => update(index, { user: null, score: '' })}
                      >
                        ×
                      </button>
                    </div>
                  </div>
                ) : (
                  <PlayerSearch
                    users={selectable}
                    exclude={chosen}
                    cap={FINAL_SUGGESTION_CAP}
                    label={`Joueur ${index + 1}`}
                    actionLabel="Choisir"
                    onPick={(user) => update(index, { user, score: String(startScore) })}
                  />
                )}
                <div className="field">
                  <label htmlFor={scoreId}>Score {index + 1}</label>
                  <div className="final-slot__score">
                    <input
                      id={scoreId}
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      aria-invalid={numbers[index] === null ? true : undefined}
                      value={slot.score}
                      onChange={(event) => update(index, { score: event.target.value })}
                    />
                    <Button
                      variant="secondary"
                      className="final-slot__sign"
                      aria-label={`Changer le signe du score ${index + 1}`}
                      onClick={() => update(index, { score: toggleSign(slot.score) })}
                    >
                      ±
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
        <p
          className={sum === totalScore && !unreadable ? 'sum-line sum-line--ok' : 'sum-line'}
          aria-live="polite"
        >
          <span>Somme des scores</span>
          <strong>
            {unreadable ? MESSAGES.finalScoresNumeric : `${formatScore(sum)} / ${formatScore(totalScore)}`}
          </strong>
        </p>
        {!tournamentId && <LeaguePicker value={ligue} onChange={setLigue} />}
        {error && <Alert>{error}</Alert>}
        <div className="form-actions">
          <ButtonLink variant="secondary" to={paths.chooseGameMode.href(tournamentId)}>
            Retour
          </ButtonLink>
          <Button onClick={() => void save()} disabled={saving}>
            {saving ? 'Enregistrement…' : 'Enregistrer la partie'}
          </Button>
        </div>
      </div>
    </Page>
  );
}
