// Free of React: the sign-in page that loads without it (core/login/signInPage.ts) titles itself too.
import { PRODUCT_NAME } from '../brand/brand';

/**
 * The tab's title, most specific first: "Score - Checkout Zen - Vitrine". Screen readers
 * announce it on navigation, and a user with many tabs tells them apart by it.
 */
export function pageTitle(...parts: Array<string | null | undefined>): string {
  return [...parts.map((part) => part?.trim()).filter(Boolean), PRODUCT_NAME].join(' - ');
}
