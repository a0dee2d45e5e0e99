/** Runs `task` over `items` with at most `inFlight` running at once, each lane taking the next item. */
export async function forEachInFlight<Item>(
  items: readonly Item[],
  inFlight: number,
  task: (item: Item) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    for (let item = items[next++]; item !== undefined; item = items[next++]) await task(item);
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, items.length) }, lane));
}
