import { useLayoutEffect } from 'react';

import { PRODUCT_NAME } from '@/config/product';

/**
 * Sets the tab's title to "<title> · YardVision" while the screen is shown: with the screen's
 * content, in the same commit, so that nothing (a user switching tabs, a test) ever sees the new
 * screen under the title of the one before.
 */
export function useDocumentTitle(title?: string) {
  useLayoutEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
