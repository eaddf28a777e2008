import { useLingui } from '@lingui/react/macro';
import { Toaster as Sonner } from 'sonner';

import { useThemePreference } from '@/lib/theme-preference';

/**
 * Where toasts appear (sonner), in the app's theme and language (sonner's own English names of
 * the region and the close button are replaced); announced politely by sonner itself.
 */
export function Toaster() {
  const { t } = useLingui();
  const [theme] = useThemePreference();
  return (
    <Sonner
      theme={theme}
      position="bottom-right"
      closeButton
      containerAriaLabel={t`Notifications`}
      toastOptions={{
        closeButtonAriaLabel: t`Close notification`,
        classNames: {
          toast: 'border bg-popover text-popover-foreground shadow-lg',
          description: 'text-muted-foreground',
        },
      }}
    />
  );
}
