/**
 * The one place where a committed change of a game is known: every game write route emits `partie` with
 * the game as `GET /parties/{id}` answers it, after its transaction committed (round added, corrected,
 * deleted or undone, game finished). Live updates (server-sent events) listen here.
 */
import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import type { Game as WireGame } from '@mj/contract';

export interface GameChanges {
  on(event: 'partie', listener: (game: WireGame) => void): this;
  off(event: 'partie', listener: (game: WireGame) => void): this;
  emit(event: 'partie', game: WireGame): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    gameChanges: GameChanges;
  }
}

export const gameChangesPlugin = fp(async (app) => {
  app.decorate('gameChanges', new EventEmitter() as GameChanges);
});
