import type { ExternalToast } from 'sonner';

/**
 * The screens' toasts (the toaster itself is mounted once the screen has settled, see
 * src/app/app-background.tsx). Sonner's code loads with the first toast, not with the screens:
 * a screen opened cold paints without it.
 */
const sonner = () => import('sonner');

function show(kind: 'success' | 'error', message: string, options?: ExternalToast) {
  sonner().then(
    ({ toast }) => toast[kind](message, options),
    // Offline with the code not yet on the device: the screen itself shows what happened.
    () => undefined,
  );
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
};
