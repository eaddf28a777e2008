import { useLingui } from '@lingui/react/macro';
import { useNavigation } from 'react-router-dom';

/**
 * A thin bar at the top of the page while the next route's code or data loads, so a click
 * always shows that something is happening.
 */
export function RouteProgress() {
  const { t } = useLingui();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t`Loading page`}
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-1/3 animate-[route-progress_1s_ease-in-out_infinite] bg-primary motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
