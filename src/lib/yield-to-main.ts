/**
 * Resolves in a task of its own: long start-up work split by it lets the browser handle input
 * and paint in between (no single task blocks the page for long).
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
