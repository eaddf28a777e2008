import { useEffect, useRef, type RefObject } from 'react';
import { useBlocker } from 'react-router-dom';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

/**
 * Asks before the user leaves while `active` (unsaved edits, an upload running): inside the app
 * with a dialog, on reload or closing the tab with the browser's own prompt. While `allow` holds
 * true, navigations pass anyway (the one that follows a successful save). Staying is the main
 * choice.
 */
export function LeaveGuard({
  active,
  allow,
  title,
  description,
  stayLabel,
  leaveLabel,
  onLeave,
}: {
  active: boolean;
  allow?: RefObject<boolean>;
  title: string;
  description: string;
  stayLabel: string;
  leaveLabel: string;
  /** Runs when the user chooses to leave, before the navigation goes on. */
  onLeave?: () => void;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && !allow?.current && currentLocation.pathname !== nextLocation.pathname,
  );
  // The user chose to leave: the browser must not ask again should the page itself be unloaded
  // before this screen has gone (a new version loads the next screen at once: app-updates.tsx).
  const leaving = useRef(false);

  useEffect(() => {
    if (!active) return;
    leaving.current = false;
    const warn = (event: BeforeUnloadEvent) => {
      if (!allow?.current && !leaving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active, allow]);

  return (
    <AlertDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogAction
            variant="destructive"
            onClick={(event) => {
              // The dialog closes by the blocker leaving 'blocked'; closing it here would reset.
              event.preventDefault();
              if (blocker.state !== 'blocked') return;
              leaving.current = true;
              onLeave?.();
              blocker.proceed();
            }}
          >
            {leaveLabel}
          </AlertDialogAction>
          <AlertDialogCancel variant="default">{stayLabel}</AlertDialogCancel>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
