import { Trans } from '@lingui/react/macro';

import { BackLink } from '@/components/detail/back-link';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';

/** 'Back to YardVision': the way from one design back to the list of them. */
export function BackToGenerations() {
  const product = PRODUCT_NAME;
  return (
    <BackLink to={paths.app.generations}>
      <Trans>Back to {product}</Trans>
    </BackLink>
  );
}
