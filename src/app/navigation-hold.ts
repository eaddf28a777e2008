import {
  createPath,
  type DataStrategyFunction,
  type DataStrategyFunctionArgs,
  type DataStrategyResult,
  type Location,
} from 'react-router-dom';

/**
 * Decides whether the page leaves for a move's destination instead of showing it itself (a new
 * version loads it there: src/app/app-updates.tsx). It runs once the destination's code has
 * loaded and a form's leave guard has let the move go, before the destination shows; true: the
 * page is leaving, and the screen the user is on stays until it has.
 */
export type MoveHold = (destination: string, signal: AbortSignal) => Promise<boolean>;

let hold: MoveHold | undefined;

/** Sets what decides (app-updates, once the service worker starts); undefined: nothing holds. */
export function holdMoves(next: MoveHold | undefined) {
  hold = next;
}

type RouterLike = { state: { location: Location; navigation: { location?: Location } } };

/** What React Router does by default: every route that should load, loaded. */
async function loadRoutes({ matches }: DataStrategyFunctionArgs) {
  const results = await Promise.all(
    matches
      .filter((match) => match.shouldCallHandler())
      .map(async (match): Promise<[string, DataStrategyResult]> => [
        match.route.id,
        await match.resolve(),
      ]),
  );
  return Object.fromEntries(results);
}

/**
 * The browser router's data strategy (src/app/start.tsx): the routes load as by default, then,
 * for a move to another screen, the hold may keep the destination from showing while the page
 * leaves for it. Another move aborts a held one (and is held in its turn).
 */
export function holdingDataStrategy(router: () => RouterLike | undefined): DataStrategyFunction {
  return async (args) => {
    const results = args.matches.some((match) => match.route.middleware)
      ? await args.runClientMiddleware(loadRoutes)
      : await loadRoutes(args);
    const state = router()?.state;
    const next = state?.navigation.location;
    const { signal } = args.request;
    if (!hold || args.fetcherKey !== null || !state || !next) return results;
    if (next.pathname === state.location.pathname) return results;
    if (await hold(createPath(next), signal)) {
      await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
    }
    return results;
  };
}
