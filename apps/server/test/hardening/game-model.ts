/**
 * Model-based fuzzing of one game: random sequences of round posts (valid or only valid-shaped, with the
 * right, a stale or no index, with or without a reused Idempotency-Key), undos and finishes, played
 * against the server and against a model that is the domain itself (validateRound, replayGame,
 * finishGame). After every step the server must agree with the model: the status it predicts, the
 * game's state, 120000 points on the table, and an undo that gives back exactly the game as it was
 * before the undone round.
 */
import { expect } from '@jest/globals';
import { finishGame, isGameOver, replayGame, TOTAL_SCORE, validateRound } from '@mj/domain';
import type { GameState, RoundPayload } from '@mj/domain';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { call, type TestUser } from '../helper';
import { tableRound } from './arbitraries';
import { databaseState } from './db-state';

export type Step =
  | {
      kind: 'add';
      round: Record<string, unknown>;
      index: 'current' | 'stale' | 'none';
      key: string | null;
      seat: number;
    }
  | { kind: 'undo'; seat: number }
  | { kind: 'finish'; seat: number };

export function stepsArbitrary(
  seats: readonly string[],
  outsider: string,
  maxSteps: number,
): fc.Arbitrary<Step[]> {
  const seat = fc.integer({ min: 0, max: 3 });
  const add = fc.record({
    kind: fc.constant('add' as const),
    round: tableRound(seats, outsider, 3),
    index: fc.constantFrom('current', 'current', 'none', 'stale'),
    // Mostly no key or a new one; sometimes a key already used (a retry after a lost reply).
    key: fc.oneof(
      { arbitrary: fc.constant(null), weight: 6 },
      { arbitrary: fc.uuid(), weight: 3 },
      { arbitrary: fc.constantFrom('cle-a', 'cle-b'), weight: 1 },
    ),
    seat,
  });
  return fc.array(
    fc.oneof(
      { arbitrary: add, weight: 30 },
      { arbitrary: fc.record({ kind: fc.constant('undo' as const), seat }), weight: 6 },
      { arbitrary: fc.record({ kind: fc.constant('finish' as const), seat }), weight: 1 },
    ),
    { minLength: 1, maxLength: maxSteps, size: 'max' },
  );
}

/** The model: the rounds the server should hold, whether the game is finished, replies to replay. */
interface Model {
  rounds: RoundPayload[];
  finished: boolean;
  /** The game as the server showed it before each accepted round (what an undo must give back). */
  before: unknown[];
  /** First reply to each Idempotency-Key that got one. */
  replies: Map<string, string>;
  /** The request each key first carried. */
  requests: Map<string, string>;
}

interface Expectation {
  status: number;
  detail?: string;
}

function modelState(joueurs: string[], model: Model): GameState {
  const replay = replayGame(joueurs, model.rounds);
  if (!replay.ok) throw new Error(`le modèle ne se rejoue pas : ${replay.error}`);
  if (!model.finished) return replay.state;
  const finished = finishGame(replay.state);
  if (!finished.ok) throw new Error(finished.error);
  return finished.next;
}

/** The round and index a step sends, as the server fingerprints them with its idempotency key. */
function requestOf(model: Model, step: Extract<Step, { kind: 'add' }>): string {
  const index = { current: model.rounds.length, stale: model.rounds.length + 1, none: undefined }[step.index];
  return JSON.stringify({ round: step.round, index });
}

/** What the server must answer, in the order it checks things (services/games.ts). */
function expectedAdd(joueurs: string[], model: Model, step: Extract<Step, { kind: 'add' }>): Expectation {
  if (step.key !== null && model.replies.has(step.key))
    // A key comes back with the request it first carried (a retry), or is refused (another body).
    return model.requests.get(step.key) === requestOf(model, step) ? { status: 201 } : { status: 422 };
  if (model.finished) return { status: 409 };
  if (step.index === 'stale') return { status: 409 };
  const round = validateRound(step.round, joueurs);
  if (!round.ok) return { status: 422, detail: round.error };
  if (isGameOver(modelState(joueurs, model))) return { status: 409 };
  return { status: 201 };
}

function expectedStatus(joueurs: string[], model: Model, step: Step): Expectation {
  switch (step.kind) {
    case 'add':
      return expectedAdd(joueurs, model, step);
    case 'undo':
      return { status: model.finished ? 409 : model.rounds.length === 0 ? 404 : 200 };
    case 'finish':
      return { status: model.finished ? 409 : 200 };
  }
}

export interface GameModelFigures {
  sequences: number;
  steps: number;
  accepted: number;
  refused: number;
  undos: number;
  idempotentReplays: number;
  longestGame: number;
}

async function getGame(app: FastifyInstance, user: TestUser, gameId: string) {
  const response = await call(app, user, { method: 'GET', url: `/api/parties/${gameId}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ scores: Record<string, number>; riichi_stack: number } & Record<string, unknown>>();
}

function send(
  app: FastifyInstance,
  seats: TestUser[],
  gameId: string,
  model: Model,
  step: Step,
): Promise<LightMyRequestResponse> {
  const user = seats[step.seat]!;
  if (step.kind === 'undo')
    return call(app, user, { method: 'DELETE', url: `/api/parties/tours/${gameId}/last` });
  if (step.kind === 'finish')
    return call(app, user, { method: 'POST', url: `/api/parties/${gameId}/finish` });
  const index = { current: model.rounds.length, stale: model.rounds.length + 1, none: undefined }[step.index];
  return call(app, user, {
    method: 'POST',
    url: `/api/parties/tours/${gameId}`,
    payload: index === undefined ? step.round : { ...step.round, index },
    headers: step.key === null ? {} : { 'idempotency-key': step.key },
  });
}

/** One sequence of steps on a new game, checked against the model after every step. */
async function playSequence(
  app: FastifyInstance,
  seats: TestUser[],
  steps: Step[],
  figures: GameModelFigures,
) {
  const joueurs = seats.map((s) => s.id);
  const created = await call(app, seats[0], { method: 'POST', url: '/api/parties/', payload: { joueurs } });
  expect(created.statusCode).toBe(201);
  const gameId = created.json<{ id: string }>().id;
  const model: Model = { rounds: [], finished: false, before: [], replies: new Map(), requests: new Map() };
  let shown = await getGame(app, seats[0]!, gameId);
  for (const step of steps) {
    const expected = expectedStatus(joueurs, model, step);
    const before = expected.status >= 400 ? await databaseState(app) : undefined;
    const response = await send(app, seats, gameId, model, step);
    figures.steps += 1;
    expect({ step, status: response.statusCode }).toEqual({ step, status: expected.status });
    if (before !== undefined) {
      figures.refused += 1;
      if (expected.detail) expect(response.json()).toEqual({ detail: expected.detail });
      expect(await databaseState(app)).toBe(before);
      continue;
    }
    figures.accepted += 1;
    if (step.kind === 'add' && step.key !== null && model.replies.has(step.key)) {
      figures.idempotentReplays += 1;
      expect(response.body).toBe(model.replies.get(step.key));
      continue;
    }
    if (step.kind === 'add') {
      const round = validateRound(step.round, joueurs);
      if (!round.ok) throw new Error(round.error);
      if (step.key !== null) {
        model.replies.set(step.key, response.body);
        model.requests.set(step.key, requestOf(model, step));
      }
      model.before.push(shown);
      model.rounds.push(round.value);
    } else if (step.kind === 'undo') {
      figures.undos += 1;
      model.rounds.pop();
      // Exactly the game as it was before that round: every field, nothing recomputed differently.
      expect(await getGame(app, seats[0]!, gameId)).toEqual(model.before.pop());
    } else {
      model.finished = true;
    }
    shown = await getGame(app, seats[0]!, gameId);
    const state = modelState(joueurs, model);
    expect(shown).toMatchObject({
      scores: state.scores,
      vent: state.vent,
      tour_actuel: state.tour_actuel,
      dealer_stack: state.dealer_stack,
      riichi_stack: state.riichi_stack,
      nb_tours: model.rounds.length,
      etat: model.finished ? 'terminé' : 'en cours',
    });
    const total =
      Object.values(shown.scores).reduce((sum, score) => sum + score, 0) + 1000 * shown.riichi_stack;
    expect(total).toBe(TOTAL_SCORE);
  }
  const history = await call(app, seats[0], {
    method: 'GET',
    url: `/api/parties/tours/${gameId}/tours?compact=true`,
  });
  const replay = replayGame(joueurs, model.rounds);
  if (!replay.ok) throw new Error(replay.error);
  // Each entry also says who entered it (one of the seats) and that nobody corrected it.
  expect(history.json()).toEqual({
    tours: replay.history.map((entry) => ({
      ...entry,
      auteur_id: expect.stringMatching(new RegExp(`^(${joueurs.join('|')})$`)),
      cree_le: expect.any(String),
      modifie_par: null,
      modifie_le: null,
    })),
  });
  figures.longestGame = Math.max(figures.longestGame, model.rounds.length);
}

/** `runs` random sequences of at most `maxSteps` steps, each on a new game of the four seats. */
export async function fuzzGameModel(
  app: FastifyInstance,
  seats: TestUser[],
  outsider: string,
  runs: number,
  maxSteps: number,
): Promise<GameModelFigures> {
  const figures: GameModelFigures = {
    sequences: 0,
    steps: 0,
    accepted: 0,
    refused: 0,
    undos: 0,
    idempotentReplays: 0,
    longestGame: 0,
  };
  await fc.assert(
    fc.asyncProperty(
      stepsArbitrary(
        seats.map((s) => s.id),
        outsider,
        maxSteps,
      ),
      async (steps) => {
        figures.sequences += 1;
        await playSequence(app, seats, steps, figures);
      },
    ),
    { numRuns: runs, endOnFailure: true },
  );
  return figures;
}
