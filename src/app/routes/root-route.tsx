import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Outlet } from 'react-router-dom';

import { RootErrorBoundary } from '@/app/error-boundaries';

/**
 * The root of every page: the active language's messages around it (Lingui). Its route loads
 * the language's catalogue before anything renders (`activateStartLocale`), so the first render
 * (and the prerendered HTML it takes over) is in that language. It loads with the first screen,
 * not before the first paint, and keeps Lingui out of the app's start.
 */
export function RootLayout() {
  return (
    <I18nProvider i18n={i18n}>
      <Outlet />
    </I18nProvider>
  );
}

/** The root's error screen, with the messages too (an error boundary renders outside the layout). */
export function RootError() {
  return (
    <I18nProvider i18n={i18n}>
      <RootErrorBoundary />
    </I18nProvider>
  );
}
