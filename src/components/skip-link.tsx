import { Trans } from '@lingui/react/macro';

/** The first focusable element of every layout: jumps over the navigation to the content. */
export function SkipLink({ targetId = 'main-content' }: { targetId?: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only z-50 rounded-md bg-background px-4 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-[3px] focus:ring-ring/60"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
