import { i18n, type MessageDescriptor } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';

/**
 * For a component rendered on its own (outside `renderApp`): the app's messages around it, in
 * the language the test set (English, from setup-tests.ts). `render(<X />, { wrapper: WithI18n })`.
 */
export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** A message of the app as the user reads it now (a `msg` descriptor, in the active language). */
export function text(descriptor: MessageDescriptor) {
  return i18n._(descriptor);
}
