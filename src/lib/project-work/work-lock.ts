let last: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` once the tasks given before it have ended, never beside them. Work that is
 * written in steps is never read half done. Demo mode, for one, writes its prices and then
 * notes them as nothing to export; Logout's check of the work not exported, run between the two
 * steps, asked about prices that the question then no longer listed. A task's failure is its
 * caller's; the next task runs all the same.
 */
export function withWorkLock<T>(task: () => Promise<T>): Promise<T> {
  const run = last.then(task, task);
  last = run.catch(() => undefined);
  return run;
}
