/** A detail screen while its record loads: 'Loading...', announced politely. */
export function DetailLoading() {
  return (
    <p role="status" className="text-muted-foreground">
      Loading...
    </p>
  );
}
