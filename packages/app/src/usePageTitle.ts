import { useEffect } from 'react';
import { PRODUCT_NAME } from './product.ts';
import { useRouteHandles } from './routeHandle.ts';

/**
 * Sets the document title to "Page · Product" from the innermost route that declares a title, or
 * the product name alone when none does (§9's default title).
 */
export function usePageTitle() {
  const title = useRouteHandles()
    .map((handle) => handle.title)
    .filter(Boolean)
    .at(-1);
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
