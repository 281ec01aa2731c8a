import { useEffect } from 'react';
import { PRODUCT_NAME } from './product.ts';

/** Sets the document title to "Page · Product" while the page is shown (§2.1: each route has a title). */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
