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
