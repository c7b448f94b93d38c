import { useEffect } from 'react';
import { PRODUCT_NAME } from '../brand/brand';

/**
 * The tab's title, most specific first: "Score - Checkout Zen - Vitrine". Screen readers
 * announce it on navigation, and a user with many tabs tells them apart by it.
 */
export function pageTitle(...parts: Array<string | null | undefined>): string {
  return [...parts.map((part) => part?.trim()).filter(Boolean), PRODUCT_NAME].join(' - ');
}

export function useDocumentTitle(...parts: Array<string | null | undefined>): void {
  const title = pageTitle(...parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
