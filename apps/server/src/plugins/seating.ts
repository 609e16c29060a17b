/**
 * The seating's worker threads (seating/pool.ts) as the app's own: `app.seat` seats a ronde off the event
 * loop, and closing the app ends the threads (two apps in one process, tests, share nothing).
 */
import fp from 'fastify-plugin';
import { SeatingPool, type Seat } from '../seating/pool';

declare module 'fastify' {
  interface FastifyInstance {
    seat: Seat;
  }
}

export const seatingPlugin = fp(
  async (app) => {
    const pool = new SeatingPool();
    app.decorate('seat', (input, tournamentId) => pool.seat(input, tournamentId));
    app.addHook('onClose', async () => pool.close());
  },
  { name: 'seating' },
);
