import { useLingui } from '@lingui/react/macro';
import { Navigate, useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { ConfirmEmailCard } from '@/features/auth/components/confirm-email-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLocalizedPath } from '@/hooks/use-localized-path';

/** `/confirm?email=&mode=` (spec §2, §4): the emailed code confirms the address. */
export function ConfirmRoute() {
  const localized = useLocalizedPath();
  const { t } = useLingui();
  useDocumentTitle(t`Confirm Your Email`);
  const [params] = useSearchParams();
  const email = params.get('email');
  const mode = params.get('mode');
  if (!email || !mode) return <Navigate to={localized(paths.login)} replace />;
  return <ConfirmEmailCard email={email} />;
}
