/** A detail screen while its record loads: 'Loading...' (or `text`), announced politely. */
export function DetailLoading({ text = 'Loading...' }: { text?: string }) {
  return (
    <p role="status" className="text-muted-foreground">
      {text}
    </p>
  );
}
