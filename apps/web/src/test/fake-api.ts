import { jest } from '@jest/globals';
import type { Game, HistoryEntryWire, User } from '@mj/api';
import {
  editGame,
  finishGame,
  initialGameState,
  replayGame,
  settleRound,
  validateFinalScores,
  validateNewGame,
  type GameState,
  type RoundPayload,
} from '@mj/domain';
import { env } from './env-stub';

/**
 * The network, mocked at the edge: `fetch` answers like the server of docs/api-contract.md, from an
 * in-memory model that scores with the real domain package. Tests add or override routes with `on`
 * and read what was sent in `requests`. Hooks, selectors and the store stay real.
 */
export interface FakeRequest {
  method: string;
  /** Path after the `/api` prefix, without the query string. */
  path: string;
  search: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  /** A live stream (text/event-stream) that the test feeds. */
  stream?: FakeEventStream;
}

/** A Server-Sent Events response body the test writes to, as the server's live routes do. */
export class FakeEventStream {
  private controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  readonly body = new ReadableStream<Uint8Array>({
    start: (controller) => {
      this.controller = controller;
    },
    cancel: () => {
      this.controller = undefined;
    },
  });

  private served = false;

  /** A client is reading it (it was answered to a request and nobody ended it since). */
  get open(): boolean {
    return this.served && this.controller !== undefined;
  }

  /** The response body for the request that opens the stream. */
  respond(): Response {
    this.served = true;
    return new Response(this.body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  }

  send(event: string, data: unknown): void {
    this.controller?.enqueue(new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  }

  end(): void {
    this.controller?.close();
    this.controller = undefined;
  }
}

export const streamReply = (stream: FakeEventStream): FakeReply => ({ status: 200, stream });

type Handler = (request: FakeRequest, params: Record<string, string>) => FakeReply | Promise<FakeReply>;

interface RouteEntry {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

export const reply = (body: unknown, status = 200): FakeReply => ({ status, body });
export const detail = (message: string, status: number): FakeReply => ({ status, body: { detail: message } });

function compile(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = path.replace(/:([a-zA-Z]+)/g, (_match, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), keys };
}

export const USERS: User[] = [
  { user_id: 'u-alice', pseudo: 'Alice', email: 'alice@example.fr', provider: 'local' },
  { user_id: 'u-bruno', pseudo: 'Bruno', email: '', provider: 'local' },
  { user_id: 'u-chloe', pseudo: 'Chloé', email: '', provider: 'local' },
  { user_id: 'u-david', pseudo: 'David', email: '', provider: 'local' },
  { user_id: 'u-emma', pseudo: 'Emma', email: '', provider: 'local' },
  { user_id: 'u-farid', pseudo: 'Farid', email: '', provider: 'google' },
  { user_id: 'u-gaelle', pseudo: 'Gaëlle', email: '', provider: 'local' },
  { user_id: 'u-hugo', pseudo: 'Hugo', email: '', provider: 'local' },
  { user_id: 'u-ines', pseudo: 'Inès', email: '', provider: 'local' },
  { user_id: 'u-jade', pseudo: 'Jade', email: '', provider: 'local' },
  { user_id: 'u-karim', pseudo: 'Karim', email: '', provider: 'local' },
  { user_id: 'u-lea', pseudo: 'Léa', email: '', provider: 'local' },
  { user_id: 'u-manon', pseudo: 'Manon', email: '', provider: 'local' },
  { user_id: 'u-nathan', pseudo: 'Nathan', email: '', provider: 'local' },
];

export const FOUR = ['u-alice', 'u-bruno', 'u-chloe', 'u-david'];

export class FakeApi {
  readonly requests: FakeRequest[] = [];
  users: User[] = USERS.map((user) => ({ ...user }));
  readonly games = new Map<string, Game>();
  readonly rounds = new Map<string, RoundPayload[]>();
  /** Who entered and corrected each round, by game (rounds given to `addGame` have no author). */
  readonly metas = new Map<string, RoundMeta[]>();
  /** Games the signed-in player left (POST /parties/{id}/quitter). */
  readonly left = new Set<string>();
  private readonly routes: RouteEntry[] = [];
  private nextId = 1;

  constructor() {
    this.installDefaults();
  }

  /** Adds a route; later routes win over earlier ones (so a test can override a default). */
  on(method: string, path: string, handler: Handler): this {
    this.routes.unshift({ method, ...compile(path), handler });
    return this;
  }

  /** Requests sent to `method path` (path with params filled in). */
  sent(method: string, path: string): FakeRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  /** Adds a running game (optionally with rounds already played) and returns it. */
  addGame(overrides: Partial<Game> = {}, rounds: RoundPayload[] = []): Game {
    const id = overrides.id ?? `g-${this.nextId++}`;
    const joueurs = overrides.joueurs ?? FOUR;
    this.rounds.set(id, rounds);
    this.metas.delete(id);
    const game: Game = {
      ...this.stateToGame(id, replayState(joueurs, rounds)),
      nom: 'Partie du 20 sept. 2025',
      date_debut: '2025-09-20T14:00:00.000Z',
      date_fin: null,
      tournois_id: null,
      etat: 'en cours',
      ...overrides,
      nb_tours: rounds.length,
    };
    this.games.set(id, game);
    return game;
  }

  async handle(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const base = new URL(env.apiUrl);
    const path = url.pathname.startsWith(base.pathname)
      ? url.pathname.slice(base.pathname.length)
      : url.pathname;
    const text = await request.text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const fake: FakeRequest = {
      method: request.method,
      path,
      search: url.searchParams,
      body,
      headers: request.headers,
    };
    this.requests.push(fake);
    const route = this.routes.find((entry) => entry.method === request.method && entry.pattern.test(path));
    const result = route
      ? await route.handler(fake, paramsOf(route, path))
      : detail(`Route inconnue du faux serveur : ${request.method} ${path}`, 404);
    if (result.stream) return result.stream.respond();
    if (result.status === 204 || result.body === undefined)
      return new Response(null, { status: result.status });
    return new Response(JSON.stringify(result.body), {
      status: result.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }

  private stateToGame(
    id: string,
    state: GameState,
  ): Omit<Game, 'nom' | 'date_debut' | 'date_fin' | 'tournois_id' | 'etat'> {
    const previous = this.games.get(id);
    return {
      ...(previous ?? {}),
      id,
      joueurs: state.joueurs,
      scores: state.scores,
      vent: state.vent,
      tour_actuel: state.tour_actuel,
      dealer_stack: state.dealer_stack,
      riichi_stack: state.riichi_stack,
      nb_tours: this.rounds.get(id)?.length ?? 0,
      ronde: previous?.ronde ?? null,
      table: previous?.table ?? null,
      createur_id: previous?.createur_id ?? 'u-alice',
    };
  }

  private history(id: string): HistoryEntryWire[] {
    const game = this.games.get(id)!;
    const replay = replayGame(game.joueurs, this.rounds.get(id) ?? []);
    const metas = this.metas.get(id) ?? [];
    return replay.ok ? replay.history.map((entry) => ({ ...entry, ...(metas[entry.index] ?? NO_META) })) : [];
  }

  private metasOf(id: string): RoundMeta[] {
    const rounds = this.rounds.get(id) ?? [];
    const metas = this.metas.get(id) ?? rounds.map(() => NO_META);
    this.metas.set(id, metas);
    return metas;
  }

  private installDefaults(): void {
    const auth = (pseudo: string, status: number) => {
      const user = this.users.find((candidate) => candidate.pseudo.toLowerCase() === pseudo.toLowerCase());
      const found = user ?? {
        user_id: `u-${pseudo.toLowerCase()}`,
        pseudo,
        email: '',
        provider: 'local' as const,
      };
      if (!user) this.users.push(found);
      return reply(
        { user_id: found.user_id, pseudo: found.pseudo, email: found.email, token: `jeton-${found.user_id}` },
        status,
      );
    };
    this.on('POST', '/users/login', ({ body }) => auth((body as { pseudo: string }).pseudo, 200));
    this.on('POST', '/users/register', ({ body }) => auth((body as { pseudo: string }).pseudo, 201));
    this.on('POST', '/users/logout', () => ({ status: 204 }));
    this.on('GET', '/users/users', () => reply(this.users));
    this.on('PATCH', '/users/pseudo', ({ body }) => {
      const { user_id, new_pseudo } = body as { user_id: string; new_pseudo: string };
      const user = this.users.find((candidate) => candidate.user_id === user_id);
      if (!user) return detail('Utilisateur introuvable.', 404);
      user.pseudo = new_pseudo.trim();
      return reply(user);
    });
    this.on('GET', '/users/mes-parties', () =>
      reply([...this.games.values()].filter((game) => !this.left.has(game.id))),
    );
    this.on('POST', '/parties/:id/quitter', (_request, { id }) => {
      if (!this.games.has(id!)) return detail('Partie introuvable.', 404);
      this.left.add(id!);
      return { status: 204 };
    });
    this.on('POST', '/parties/', ({ body }) => {
      const { joueurs, tournois_id } = body as { joueurs: string[]; tournois_id?: string };
      const valid = validateNewGame(joueurs);
      if (!valid.ok) return detail(valid.error, 422);
      const game = this.addGame({ joueurs: valid.value, tournois_id: tournois_id ?? null });
      return reply({ id: game.id }, 201);
    });
    this.on('POST', '/parties/manuelle', ({ body }) => {
      const { joueurs, scores, date_debut, tournoi_id } = body as {
        joueurs: string[];
        scores: Record<string, number>;
        date_debut: string;
        tournoi_id?: string;
      };
      const valid = validateFinalScores({ joueurs, scores });
      if (!valid.ok) return detail(valid.error, 422);
      const game = this.addGame({
        joueurs,
        scores,
        date_debut,
        etat: 'terminé',
        tournois_id: tournoi_id ?? null,
      });
      return reply({ id: game.id }, 201);
    });
    this.on('GET', '/parties/:id', (_request, { id }) => {
      const game = this.games.get(id!);
      return game ? reply(game) : detail('Partie introuvable.', 404);
    });
    this.on('POST', '/parties/:id/finish', (_request, { id }) => {
      const game = this.games.get(id!);
      if (!game) return detail('Partie introuvable.', 404);
      if (game.etat === 'terminé') return detail('La partie est terminée.', 409);
      const finished = finishGame(replayState(game.joueurs, this.rounds.get(id!) ?? []));
      if (!finished.ok) return detail(finished.error, 422);
      const next: Game = {
        ...game,
        ...this.stateToGame(id!, finished.next),
        etat: 'terminé',
        date_fin: '2025-09-20T18:00:00.000Z',
      };
      this.games.set(id!, next);
      return reply(next);
    });
    this.on('GET', '/parties/tours/:id/tours', (_request, { id }) =>
      this.games.has(id!) ? reply({ tours: this.history(id!) }) : detail('Partie introuvable.', 404),
    );
    this.on('POST', '/parties/tours/:id', (request, { id }) => {
      const { body } = request;
      const game = this.games.get(id!);
      if (!game) return detail('Partie introuvable.', 404);
      if (game.etat === 'terminé') return detail('La partie est terminée.', 409);
      const { index, ...round } = body as RoundPayload & { index?: number };
      const rounds = this.rounds.get(id!) ?? [];
      if (index !== undefined && index !== rounds.length) {
        return detail('Un autre tour a été enregistré entre-temps. Recharge la partie.', 409);
      }
      const settled = settleRound(replayState(game.joueurs, rounds), round);
      if (!settled.ok) return detail(settled.error, 422);
      this.metasOf(id!).push({ ...NO_META, auteur_id: callerOf(request), cree_le: NOW });
      rounds.push(round);
      this.rounds.set(id!, rounds);
      const next: Game = { ...game, ...this.stateToGame(id!, settled.next) };
      this.games.set(id!, next);
      const entry = this.history(id!).at(-1);
      return reply({ partie: next, entry }, 201);
    });
    const editRound = (request: FakeRequest, id: string, index: number, round: RoundPayload | null) => {
      const game = this.games.get(id);
      if (!game) return detail('Partie introuvable.', 404);
      const rounds = this.rounds.get(id) ?? [];
      const seen = round
        ? (request.body as { nb_tours?: number }).nb_tours
        : Number(request.search.get('nb_tours'));
      if (seen !== undefined && seen !== rounds.length)
        return detail('Un autre tour a été enregistré entre-temps. Recharge la partie.', 409);
      const before = this.history(id)[index];
      const edited = editGame(
        game.joueurs,
        rounds,
        round ? { kind: 'replace', index, round } : { kind: 'remove', index },
      );
      if (!edited.ok)
        return detail(
          edited.error,
          index >= rounds.length ? 404 : edited.laterRound === undefined ? 422 : 409,
        );
      const metas = this.metasOf(id);
      if (round) metas[index] = { ...metas[index]!, modifie_par: callerOf(request), modifie_le: NOW };
      else metas.splice(index, 1);
      this.rounds.set(
        id,
        edited.history.map((entry) => entry.tour),
      );
      const next: Game = { ...game, ...this.stateToGame(id, edited.state) };
      this.games.set(id, next);
      return round
        ? reply({ partie: next, entry: this.history(id)[index] })
        : reply({ partie: next, removed: before });
    };
    this.on('PUT', '/parties/tours/:id/:index', (request, { id, index }) => {
      const { nb_tours: _seen, ...round } = request.body as RoundPayload & { nb_tours?: number };
      return editRound(request, id!, Number(index), round);
    });
    this.on('DELETE', '/parties/tours/:id/:index', (request, { id, index }) =>
      editRound(request, id!, Number(index), null),
    );
    this.on('DELETE', '/parties/tours/:id/last', (_request, { id }) => this.undo(id!));
  }

  private undo(id: string): FakeReply {
    const game = this.games.get(id);
    if (!game) return detail('Partie introuvable.', 404);
    const rounds = this.rounds.get(id) ?? [];
    if (rounds.length === 0) return detail('Aucun tour à annuler.', 404);
    const removed = this.history(id).at(-1);
    rounds.pop();
    this.metasOf(id).pop();
    const next: Game = { ...game, ...this.stateToGame(id, replayState(game.joueurs, rounds)) };
    this.games.set(id, next);
    return reply({ partie: next, removed });
  }
}

type RoundMeta = Pick<HistoryEntryWire, 'auteur_id' | 'cree_le' | 'modifie_par' | 'modifie_le'>;

/** The fake's clock: every write happens at this time. */
const NOW = '2025-09-20T15:00:00.000Z';
const NO_META: RoundMeta = {
  auteur_id: null,
  cree_le: '2025-09-20T14:00:00.000Z',
  modifie_par: null,
  modifie_le: null,
};

/** The caller's user id, from the fake's tokens (`jeton-u-alice` from login, `jeton-alice` preloaded). */
function callerOf(request: FakeRequest): string | null {
  const name = /^Bearer jeton-(.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!name) return null;
  return name.startsWith('u-') ? name : `u-${name}`;
}

function paramsOf(route: RouteEntry, path: string): Record<string, string> {
  const match = route.pattern.exec(path);
  return Object.fromEntries(
    route.keys.map((key, index) => [key, decodeURIComponent(match?.[index + 1] ?? '')]),
  );
}

function replayState(joueurs: string[], rounds: RoundPayload[]): GameState {
  const replay = replayGame(joueurs, rounds);
  return replay.ok ? replay.state : initialGameState(joueurs);
}

/** Replaces `fetch` for the current test (restored by `jest.restoreAllMocks` in setup.ts). */
export function installFakeApi(): FakeApi {
  const fake = new FakeApi();
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation((input, init) => fake.handle(input as RequestInfo, init));
  return fake;
}
