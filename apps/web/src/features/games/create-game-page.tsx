import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@mj/api';
import { useCreateGameMutation } from '@mj/api/games';
import { drawFour, PLAYER_COUNT, SUGGESTION_CAP, validateNewGame, type RulesChoice } from '@mj/domain';
import { Alert } from '../../components/alert';
import { Button, ButtonLink } from '../../components/button';
import { Page } from '../../components/page';
import { PlayerSearch } from '../../components/player-search';
import { PageLoading } from '../../components/spinner';
import { paths } from '../../config/paths';
import { safeStorage, STORAGE_KEYS } from '../../lib/storage';
import { lastLeague, LeaguePicker, rememberLeague } from '../../components/league-picker';
import { lastRules, rememberRules, RulesPicker, rulesAreValid } from '../../components/rules-picker';
import { PlayersLoadFailed } from './players-load-failed';
import { SeatList } from './seat-list';
import { newGameOrigin, useGamePlayers } from './use-game-players';
import './games.css';

/** The fallback sentence when the game cannot be created. */
export const CREATE_GAME_FALLBACK = 'Impossible de créer la partie. Réessaie plus tard.';

/** /create-party: up to four players in wind order, optionally drawn at random inside a tournament. */
export function CreateGamePage({ tournamentId }: { tournamentId: string | null }) {
  const navigate = useNavigate();
  const {
    selectable,
    tournamentPlayers,
    tournament,
    seated,
    pseudoOf,
    isLoading,
    tournamentError,
    retryTournament,
    loadError,
    retry,
  } = useGamePlayers(tournamentId);
  const [seats, setSeats] = useState<string[]>([]);
  // Ticks the table changed; the others follow the default: present unless already at a running game.
  const [ticked, setTicked] = useState<ReadonlyMap<string, boolean>>(new Map());
  const isActive = (id: string) => ticked.get(id) ?? !seated.has(id);
  const [error, setError] = useState<string | null>(null);
  const [createGame, { isLoading: creating }] = useCreateGameMutation();
  // A casual game offers the rules last used on this device; a tournament's games play its rules.
  const [regles, setRegles] = useState<RulesChoice>(lastRules);
  const [ligue, setLigue] = useState(lastLeague);
  const full = seats.length >= PLAYER_COUNT;

  function addPlayer(id: string) {
    setError(null);
    setSeats((current) =>
      current.includes(id) || current.length >= PLAYER_COUNT ? current : [...current, id],
    );
  }

  function drawAtRandom() {
    const active = (tournamentPlayers ?? []).map((user) => user.user_id).filter(isActive);
    const drawn = drawFour(active, Math.random); // randomness injected into the pure domain draw
    if (!drawn.ok) {
      setError(drawn.error);
      return;
    }
    setError(null);
    setSeats(drawn.value); // the first drawn player is the dealer (Est)
  }

  async function create() {
    const valid = validateNewGame(seats);
    if (!valid.ok) {
      setError(valid.error);
      return;
    }
    if (!tournamentId && !rulesAreValid(regles)) return;
    setError(null);
    try {
      const { id } = await createGame({
        joueurs: valid.value,
        ...newGameOrigin(tournamentId, regles),
        ...(!tournamentId && ligue ? { ligue_id: ligue } : {}),
      }).unwrap();
      if (!tournamentId) {
        rememberRules(regles);
        rememberLeague(ligue);
      }
      safeStorage.set(STORAGE_KEYS.currentGame, id);
      navigate(paths.addRound.href(id));
    } catch (failure) {
      setError(getErrorMessage(failure, CREATE_GAME_FALLBACK));
    }
  }

  if (isLoading) return <PageLoading />;
  if (loadError) return <PlayersLoadFailed title="Nouvelle partie" error={loadError} retry={retry} />;

  return (
    <Page
      title="Nouvelle partie"
      lead={tournament ? `Tournoi\u00a0: ${tournament.nom}` : 'Choisis quatre joueurs et leurs vents.'}
    >
      {tournamentError ? (
        <Alert onRetry={retryTournament}>
          {getErrorMessage(tournamentError, 'Erreur chargement admin tournoi')}
        </Alert>
      ) : null}
      <div className="stack">
        <section className="card stack" aria-labelledby="joueurs-partie">
          <h2 id="joueurs-partie">
            Joueurs ({seats.length}/{PLAYER_COUNT})
          </h2>
          <PlayerSearch
            users={selectable}
            exclude={seats}
            cap={SUGGESTION_CAP}
            label="Rechercher un joueur"
            actionLabel="Ajouter"
            disabled={full}
            placeholder={full ? 'Quatre joueurs choisis' : 'Tape un pseudo…'}
            onPick={(user) => addPlayer(user.user_id)}
          />
          {seats.length === 0 ? (
            <p className="seat__empty">Aucun joueur choisi pour l’instant.</p>
          ) : (
            <SeatList seats={seats} pseudoOf={pseudoOf} onChange={setSeats} />
          )}
          <p className="field__hint">
            Glisse un joueur, utilise les flèches ou le bouton Est pour choisir le dealer.
          </p>
        </section>

        {tournamentPlayers && (
          <section className="card stack" aria-labelledby="joueurs-tournoi">
            <h2 id="joueurs-tournoi">Joueurs du tournoi</h2>
            <p className="field__hint">
              Décoche les absents avant le tirage au sort. Les joueurs déjà à une table en cours sont
              décochés.
            </p>
            <ul className="tournament-players">
              {tournamentPlayers.map((user) => (
                <li key={user.user_id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={isActive(user.user_id)}
                      onChange={(event) => {
                        const checked = event.target.checked;
                        setTicked((current) => new Map(current).set(user.user_id, checked));
                      }}
                    />
                    {user.pseudo}
                    {tournament && user.user_id === tournament.admin_id ? ' (admin)' : ''}
                    {seated.has(user.user_id) ? ' · en partie' : ''}
                  </label>
                  <Button
                    variant="ghost"
                    aria-label={`Ajouter ${user.pseudo} à la partie`}
                    disabled={full || seats.includes(user.user_id)}
                    onClick={() => addPlayer(user.user_id)}
                  >
                    Ajouter
                  </Button>
                </li>
              ))}
            </ul>
            <Button variant="secondary" block onClick={drawAtRandom}>
              Tirage au sort
            </Button>
          </section>
        )}

        {!tournamentId && <RulesPicker value={regles} onChange={setRegles} />}
        {!tournamentId && <LeaguePicker value={ligue} onChange={setLigue} />}
        {error && <Alert>{error}</Alert>}
        <div className="form-actions">
          <ButtonLink variant="secondary" to={paths.chooseGameMode.href(tournamentId)}>
            Retour
          </ButtonLink>
          <Button
            onClick={() => void create()}
            disabled={creating || (!tournamentId && !rulesAreValid(regles))}
          >
            {creating ? 'Création…' : 'Créer la partie'}
          </Button>
        </div>
      </div>
    </Page>
  );
}
