/**
 * Exact cover by Knuth's Algorithm X with dancing links (« Dancing Links », 2000): choose options (sets
 * of items) so that every primary item is covered exactly once and every secondary item at most once.
 * The item with the fewest options left is covered first. The search stops after `budget` options tried.
 * `accept`, when given, may turn a cover down (a further condition the items cannot express): the search
 * then goes on to the next one.
 */
export function exactCover(
  primary: number,
  secondary: number,
  options: readonly (readonly number[])[],
  budget: number,
  accept?: (chosen: readonly number[]) => boolean,
): number[] | null {
  const items = primary + secondary;
  // Node 0 is the root, nodes 1…items the item headers, then one node per item of each option.
  const size = 1 + items + options.reduce((sum, option) => sum + option.length, 0);
  const left = new Int32Array(size);
  const right = new Int32Array(size);
  const up = new Int32Array(size);
  const down = new Int32Array(size);
  const column = new Int32Array(size);
  const row = new Int32Array(size);
  const count = new Int32Array(items + 1);
  for (let i = 0; i <= items; i += 1) {
    up[i] = i;
    down[i] = i;
    column[i] = i;
  }
  // Only primary items are linked to the root: secondary ones are never chosen to branch on.
  for (let i = 0; i <= primary; i += 1) {
    left[i] = i === 0 ? primary : i - 1;
    right[i] = i === primary ? 0 : i + 1;
  }
  for (let i = primary + 1; i <= items; i += 1) {
    left[i] = i;
    right[i] = i;
  }
  let node = items + 1;
  options.forEach((option, o) => {
    const first = node;
    option.forEach((item, k) => {
      const header = item + 1;
      column[node] = header;
      row[node] = o;
      up[node] = up[header] as number;
      down[node] = header;
      down[up[header] as number] = node;
      up[header] = node;
      count[header] = (count[header] as number) + 1;
      left[node] = k === 0 ? node : node - 1;
      right[node] = first;
      if (k > 0) right[node - 1] = node;
      left[first] = node;
      node += 1;
    });
  });
  const cover = (c: number) => {
    right[left[c] as number] = right[c] as number;
    left[right[c] as number] = left[c] as number;
    for (let i = down[c] as number; i !== c; i = down[i] as number) {
      for (let j = right[i] as number; j !== i; j = right[j] as number) {
        up[down[j] as number] = up[j] as number;
        down[up[j] as number] = down[j] as number;
        count[column[j] as number] = (count[column[j] as number] as number) - 1;
      }
    }
  };
  const uncover = (c: number) => {
    for (let i = up[c] as number; i !== c; i = up[i] as number) {
      for (let j = left[i] as number; j !== i; j = left[j] as number) {
        count[column[j] as number] = (count[column[j] as number] as number) + 1;
        up[down[j] as number] = j;
        down[up[j] as number] = j;
      }
    }
    right[left[c] as number] = c;
    left[right[c] as number] = c;
  };
  const chosen: number[] = [];
  let tried = 0;
  const search = (): boolean => {
    if (right[0] === 0) return accept ? accept(chosen) : true;
    let best = right[0] as number;
    for (let c = right[best] as number; c !== 0; c = right[c] as number)
      if ((count[c] as number) < (count[best] as number)) best = c;
    if (count[best] === 0) return false;
    cover(best);
    for (let r = down[best] as number; r !== best; r = down[r] as number) {
      if (++tried > budget) break;
      chosen.push(row[r] as number);
      for (let j = right[r] as number; j !== r; j = right[j] as number) cover(column[j] as number);
      if (search()) return true;
      for (let j = left[r] as number; j !== r; j = left[j] as number) uncover(column[j] as number);
      chosen.pop();
    }
    uncover(best);
    return false;
  };
  return search() ? chosen : null;
}
