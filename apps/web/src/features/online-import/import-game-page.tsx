import { useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { getErrorMessage, type ImportPreview, type User } from '@mj/api';
import { alreadyImportedGame, importNamesNeeded, useImportGameMutation } from '@mj/api/online-import';
import { FINAL_SUGGESTION_CAP } from '@mj/domain';
import { Alert } from '../../components/alert';
import { Button, ButtonLink } from '../../components/button';
import { lastLeague, LeaguePicker, rememberLeague } from '../../components/league-picker';
import { Page } from '../../components/page';
import { PlayerSearch } from '../../components/player-search';
import { RulesLine } from '../../components/rules-line';
import { paths } from '../../config/paths';
import { usePseudos } from '../../hooks/use-pseudos';
import { formatScore } from '../../lib/format';
import { PLATFORM_NAMES } from '../../lib/online-games';
import { rememberPlayers, suggestPlayers } from './name-memory';
import './online-import.css';

export const IMPORT_TITLE = 'Importer une partie en ligne';
export const IMPORT_FALLBACK = 'Impossible d’importer cette partie.';
/** A file this large is no game's log: it is not even read. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;
export const FILE_TOO_LARGE = 'Ce fichier dépasse 2\u00a0Mo\u00a0: ce n’est pas le journal d’une partie.';

/** A chosen file's text (FileReader: every browser the app supports has it). */
const textOf = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });

/** What the server said of the log before anyone was chosen: its names and what it holds. */
interface ReadLog {
  noms: string[];
  apercu: ImportPreview;
}

/**
 * /importer-partie: a Tenhou, Mahjong Soul or mjai log pasted or chosen as a file. The server reads and
 * checks it and answers with its four names and what it says (rules, final scores, warnings); a player is
 * chosen for each name (suggested by the last choice on this device, else by pseudo), then the game is
 * imported into the player's games, and a league's seasons if one is chosen.
 */
export function ImportGamePage({ leagueId }: { leagueId: string | null }) {
  const navigate = useNavigate();
  const { users } = usePseudos();
  const [contenu, setContenu] = useState('');
  const [read, setRead] = useState<ReadLog | null>(null);
  // The players chosen by hand, by seat (undefined: the suggestion stands, as the players' list allows).
  const [picks, setPicks] = useState<(User | null | undefined)[]>([]);
  const suggested = useMemo(() => (read ? suggestPlayers(read.noms, users) : []), [read, users]);
  const chosen = (read?.noms ?? []).map((_, seat) =>
    picks[seat] === undefined ? (suggested[seat] ?? null) : picks[seat],
  );
  const [ligue, setLigue] = useState(() => leagueId ?? lastLeague());
  const [error, setError] = useState<string | null>(null);
  const [existing, setExisting] = useState<string | null>(null);
  const [importGame, { isLoading: sending }] = useImportGameMutation();
  const textId = useId();
  const fileId = useId();

  function refused(failure: unknown) {
    setExisting(alreadyImportedGame(failure) ?? null);
    setError(getErrorMessage(failure, IMPORT_FALLBACK));
  }

  async function readLog() {
    setError(null);
    setExisting(null);
    const answer = await importGame({ contenu });
    const asked = 'error' in answer ? importNamesNeeded(answer.error) : undefined;
    if (asked) {
      setRead(asked);
      setPicks([]);
    } else if ('error' in answer) refused(answer.error);
  }

  async function confirm(log: ReadLog) {
    setError(null);
    setExisting(null);
    const ids = chosen.map((user) => user?.user_id ?? '');
    const joueurs = Object.fromEntries(log.noms.map((nom, seat) => [nom, ids[seat] as string]));
    const answer = await importGame({ contenu, joueurs, ...(ligue ? { ligue_id: ligue } : {}) });
    if ('data' in answer && answer.data) {
      rememberPlayers(log.noms, ids);
      rememberLeague(ligue);
      navigate(paths.gameResults.href(answer.data.id));
    } else if ('error' in answer) refused(answer.error);
  }

  async function chooseFile(file: File | undefined) {
    setError(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setError(FILE_TOO_LARGE);
      return;
    }
    setContenu(await textOf(file));
  }

  const choose = (seat: number, user: User | null) =>
    setPicks((current) => {
      const next = [...current];
      next[seat] = user;
      return next;
    });

  const failure = error && (
    <Alert>
      {error}
      {existing && (
        <>
          {' '}
          <Link to={paths.gameResults.href(existing)}>Voir la partie</Link>
        </>
      )}
    </Alert>
  );

  if (!read) {
    return (
      <Page
        title={IMPORT_TITLE}
        lead="Colle le journal d’une partie Tenhou, Mahjong Soul ou mjai, ou choisis son fichier."
      >
        <div className="card stack">
          <div className="field">
            <label htmlFor={textId}>Journal de la partie</label>
            <textarea
              id={textId}
              className="import-log"
              rows={8}
              spellCheck={false}
              value={contenu}
              onChange={(event) => setContenu(event.target.value)}
              aria-describedby={`${textId}-hint`}
            />
            <p id={`${textId}-hint`} className="field__hint">
              JSON tenhou.net/6 (ou son lien https://tenhou.net/6/#json=…), mjlog de Tenhou, ou mjai (une
              ligne JSON par événement).
            </p>
          </div>
          <div className="field">
            <label htmlFor={fileId}>Ou choisis un fichier</label>
            <input
              id={fileId}
              type="file"
              accept=".json,.mjlog,.xml,.mjson,.jsonl,.txt,.log,application/json,text/xml,text/plain"
              onChange={(event) => void chooseFile(event.target.files?.[0])}
            />
          </div>
          {failure}
          <div className="form-actions">
            <ButtonLink variant="secondary" to={paths.myGames.href()}>
              Retour
            </ButtonLink>
            <Button onClick={() => void readLog()} disabled={sending || contenu.trim() === ''}>
              {sending ? 'Lecture…' : 'Lire le journal'}
            </Button>
          </div>
        </div>
      </Page>
    );
  }

  const { apercu, noms } = read;
  const picked = chosen.flatMap((user) => (user ? [user.user_id] : []));
  return (
    <Page
      title={IMPORT_TITLE}
      lead={`Partie ${PLATFORM_NAMES[apercu.plateforme]}${apercu.id_journal ? ` ${apercu.id_journal}` : ''} · ${formatScore(apercu.tours)} tours`}
    >
      <div className="card stack">
        <p>
          <RulesLine regles={apercu.regles} />
        </p>
        <ol className="import-seats" aria-label="Joueurs du journal">
          {noms.map((nom, seat) => {
            const user = chosen[seat] ?? null;
            return (
              <li key={nom} className="import-seat">
                <p className="import-seat__name">
                  <strong>{nom}</strong> · {formatScore(apercu.scores[seat] ?? 0)}
                </p>
                {user ? (
                  <div className="import-seat__chosen">
                    <span>{user.pseudo}</span>
                    <button
                      type="button"
                      className="icon-button icon-button--danger"
                      aria-label={`Retirer ${user.pseudo} pour ${nom}`}
                      onClick={() => choose(seat, null)}
                    >
                      ×
                    </button>
                  </div>
                ) : (
                  <PlayerSearch
                    users={users}
                    exclude={picked}
                    cap={FINAL_SUGGESTION_CAP}
                    label={`Joueur pour ${nom}`}
                    actionLabel={`Choisir pour ${nom}`}
                    onPick={(picked) => choose(seat, picked)}
                  />
                )}
              </li>
            );
          })}
        </ol>
        {apercu.avertissements.length > 0 && (
          <Alert tone="info">
            {apercu.avertissements.map((warning) => (
              <span key={warning} className="import-warning">
                {warning}
              </span>
            ))}
          </Alert>
        )}
        <LeaguePicker value={ligue} onChange={setLigue} />
        {failure}
        <div className="form-actions">
          <Button variant="secondary" onClick={() => setRead(null)}>
            Changer de journal
          </Button>
          <Button onClick={() => void confirm(read)} disabled={sending || picked.length < noms.length}>
            {sending ? 'Importation…' : 'Importer la partie'}
          </Button>
        </div>
      </div>
    </Page>
  );
}
