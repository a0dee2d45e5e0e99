/**
 * Two contenders measured in turns: A B, B A, A B, … so that a change in the machine's load during
 * the run weighs on both alike, after untimed warm-up runs of each (JIT, caches, pools, the disk
 * cache), so that neither is measured cold while the other is warm.
 */
export interface AlternationPlan {
  /** Timed runs of each contender (the figures are their medians: 5 or more). */
  rounds: number;
  /** Untimed runs of each before the first timed one. */
  warmUps: number;
}

export interface Alternated<A, B> {
  /** Round i of each was measured back to back, so `first[i]` and `second[i]` form a fair pair. */
  first: A[];
  second: B[];
}

export async function alternate<A, B>(
  runFirst: () => Promise<A>,
  runSecond: () => Promise<B>,
  { rounds, warmUps }: AlternationPlan,
): Promise<Alternated<A, B>> {
  for (let warm = 0; warm < warmUps; warm++) {
    await runFirst();
    await runSecond();
  }
  const first: A[] = [];
  const second: B[] = [];
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      first.push(await runFirst());
      second.push(await runSecond());
    } else {
      second.push(await runSecond());
      first.push(await runFirst());
    }
  }
  return { first, second };
}

/** Each round's ratio of the two contenders' figures, for a median ratio with its spread. */
export function pairedRatios<A, B>(
  { first, second }: Alternated<A, B>,
  ratio: (first: A, second: B) => number,
): number[] {
  return first.map((run, index) => {
    const other = second[index];
    if (other === undefined) throw new Error('an alternated run lost a round');
    return ratio(run, other);
  });
}

/** How many timed rounds a benchmark runs: `BENCH_ROUNDS` when set (at least 1), else `fallback`. */
export function roundsFromEnvironment(fallback: number): number {
  const requested = Number(process.env.BENCH_ROUNDS);
  return Number.isInteger(requested) && requested >= 1 ? requested : fallback;
}
