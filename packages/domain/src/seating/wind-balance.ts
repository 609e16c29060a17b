/** The 24 orders of four seats. */
export const SEAT_ORDERS: readonly (readonly number[])[] = (() => {
  const orders: number[][] = [];
  const build = (prefix: number[]) => {
    if (prefix.length === 4) orders.push(prefix);
    for (let seat = 0; seat < 4; seat += 1) if (!prefix.includes(seat)) build([...prefix, seat]);
  };
  build([]);
  return orders;
})();

/**
 * The seat order of four players (numbered as in `History`) that balances winds best: the sum, over the
 * four players, of how often each already sat at the seat given now is the smallest (each player's counts
 * then grow as evenly as possible). Among equally good orders, the first from `start` (0–23) wins, so a
 * seeded start varies who deals first.
 */
export function windOrder(
  table: readonly number[],
  winds: Int32Array,
  start = 0,
): { order: number[]; cost: number } {
  let best: readonly number[] = SEAT_ORDERS[0] as readonly number[];
  let bestCost = Infinity;
  for (let k = 0; k < SEAT_ORDERS.length; k += 1) {
    const order = SEAT_ORDERS[(start + k) % SEAT_ORDERS.length] as readonly number[];
    let cost = 0;
    for (let seat = 0; seat < 4; seat += 1)
      cost += winds[(table[order[seat] as number] as number) * 4 + seat] as number;
    if (cost < bestCost) {
      bestCost = cost;
      best = order;
    }
  }
  return { order: best.map((i) => table[i] as number), cost: bestCost };
}
