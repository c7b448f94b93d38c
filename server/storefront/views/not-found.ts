import { html, type Html } from '../html';
import { STORE_MESSAGES } from '../messages';

/** The shop's 404 template (also the platform's 404 preview page). */
export function notFoundView(): Html {
  return html`<div class="container section narrow not-found">
  <p class="not-found__code">404</p>
  <h1>${STORE_MESSAGES.pageNotFound}</h1>
  <p class="muted">${STORE_MESSAGES.pageNotFoundText}</p>
  <p><a class="button" href="/collections/all">${STORE_MESSAGES.continueShopping}</a></p>
</div>`;
}

/** For a ?shop= naming no shop: there is no shop to wrap the page in. */
export function shopNotFoundPage(): Html {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${STORE_MESSAGES.shopNotFound}</title><meta name="vitrine-place" content="NA"></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; color: #1f2937">
<h1>${STORE_MESSAGES.shopNotFound}</h1>
<p>${STORE_MESSAGES.shopNotFoundText}</p>
<p><a href="/">Go to the demo store</a></p>
</body></html>`;
}
