import type { PageHandle } from '@/app/prerendered-pages';
import { ForgotPasswordCard } from '@/features/auth/components/forgot-password-card';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Its title and description, also in the head of the page prerendered at build time. */
export const handle: PageHandle = {
  title: 'Forgot Password',
  description:
    'Forgot your YardVision password? Enter your email and we will send you a link to reset it.',
};

/**
 * `/forgot-password` (spec §2, §5): a local simulation, no request is made. The answer never
 * says whether the account exists.
 */
export function ForgotPasswordRoute() {
  useDocumentTitle(handle.title);
  return <ForgotPasswordCard />;
}
