import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

import type { PageHandle } from '@/app/prerendered-pages';
import { ForgotPasswordCard } from '@/features/auth/components/forgot-password-card';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Its title and description, also in the head of the page prerendered at build time. */
export const handle: PageHandle = {
  title: msg`Forgot Password`,
  description: msg`Forgot your YardVision password? Enter your email and we will send you a link to reset it.`,
};

/**
 * `/forgot-password` (spec §2, §5): a local simulation, no request is made. The answer never
 * says whether the account exists.
 */
export function ForgotPasswordRoute() {
  const { i18n } = useLingui();
  useDocumentTitle(handle.title && i18n._(handle.title));
  return <ForgotPasswordCard />;
}
