import { useEffect } from 'react';

import { PRODUCT_NAME } from '@/config/product';

/** Sets the tab's title to "<title> · YardVision" while the screen is shown. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
