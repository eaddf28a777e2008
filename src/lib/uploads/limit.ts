/** Runs at most `max` tasks at once; the others wait their turn, in order of asking. */
export function createLimiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    if (active >= max) return;
    const start = waiting.shift();
    if (!start) return;
    active += 1;
    start();
  };
  return <T>(task: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        task()
          .then(resolve, reject)
          .finally(() => {
            active -= 1;
            next();
          });
      });
      next();
    });
}

/**
 * Runs `work` over `items`, at most `limit` at a time, in order of starting. After a failure
 * (an abort) no further item starts, and the promise rejects with it.
 */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  const run = createLimiter(limit);
  let stopped = false;
  await Promise.all(
    items.map((item) =>
      run(async () => {
        if (stopped) return;
        try {
          await work(item);
        } catch (error) {
          stopped = true;
          throw error;
        }
      }),
    ),
  );
}
