/**
 * What a route of the `/app` area loads, named on the route itself (its `handle`): the source
 * module its `lazy` imports, as the build's manifest names it. The build (vite.config.ts) turns
 * these into the app shell's table of what each screen needs
 * (src/app/prerender/screen-preload-script.ts), so that a cold load of a screen asks for all its
 * code at once instead of one import at a time; it fails when a module named here is not in the
 * build, or when a screen of the area names none.
 */
export type ScreenCodeHandle = { code: readonly string[] };

export function screenCode(...code: string[]): ScreenCodeHandle {
  return { code };
}

export function isScreenCodeHandle(value: unknown): value is ScreenCodeHandle {
  return (
    typeof value === 'object' && value !== null && Array.isArray((value as { code?: unknown }).code)
  );
}
