import { Toaster as Sonner } from 'sonner';

import { useThemePreference } from '@/lib/theme';

/** Where toasts appear (sonner), in the app's theme; announced politely by sonner itself. */
export function Toaster() {
  const [theme] = useThemePreference();
  return (
    <Sonner
      theme={theme}
      position="bottom-right"
      closeButton
      toastOptions={{
        classNames: {
          toast: 'border bg-popover text-popover-foreground shadow-lg',
          description: 'text-muted-foreground',
        },
      }}
    />
  );
}
