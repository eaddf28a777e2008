import { BackLink } from '@/components/detail/back-link';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';

/** 'Back to YardVision': the way from one design back to the list of them. */
export function BackToGenerations() {
  return <BackLink to={paths.app.generations}>Back to {PRODUCT_NAME}</BackLink>;
}
