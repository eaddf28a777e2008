import { useLingui } from '@lingui/react/macro';

/** A detail screen while its record loads: 'Loading...' (or `text`), announced politely. */
export function DetailLoading({ text }: { text?: string }) {
  const { t } = useLingui();
  return (
    <p role="status" className="text-muted-foreground">
      {text ?? t`Loading...`}
    </p>
  );
}
