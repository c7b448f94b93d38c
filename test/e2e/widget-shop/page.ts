// The fixture shop's product page: a header with a cart count, the product, its description,
// a section where the theme puts recommendations (#product-recs) and a footer. `withTag: false`
// is the same page without the tag, the baseline for LCP.
export function productPage(api: string, { withTag = true } = {}): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Linen Overshirt · Northwind</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="vitrine-place" content="PDP"><meta name="vitrine-product" content="8100">
${withTag ? `<script async src="${api}/storefront/tag.js" data-api="${api}"></script>` : ''}
<style>
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#fff}
header{display:flex;justify-content:space-between;align-items:center;padding:18px 32px;border-bottom:1px solid #e5e7eb}
header strong{font-size:1.25rem;letter-spacing:.08em}header a{color:inherit;text-decoration:none}
.hero{display:grid;grid-template-columns:1fr 1fr;gap:48px;max-width:1200px;margin:32px auto;padding:0 16px}
.hero img{width:100%;aspect-ratio:1;border-radius:12px;display:block}
.hero h1{font-size:2rem;margin:8px 0}.price{font-size:1.25rem;font-weight:600}
.buy{margin-top:24px;padding:14px 28px;border:0;border-radius:8px;background:#111827;color:#fff;font:inherit;font-weight:600}
.description{max-width:1200px;margin:0 auto;padding:0 16px;line-height:1.7;color:#4b5563}
.site-footer{margin-top:48px;padding:48px 32px;background:#f9fafb;border-top:1px solid #e5e7eb;color:#6b7280}
@media (max-width:767px){.hero{grid-template-columns:1fr;gap:16px;margin-top:16px}.hero h1{font-size:1.5rem}header{padding:14px 16px}}
</style></head>
<body data-vitrine-shop="demo-shop">
<header><strong>NORTHWIND</strong><a href="/cart">Cart (<span data-cart-count>0</span>)</a></header>
<main>
<section class="hero"><img src="/images/product-0.svg" alt="Linen Overshirt" width="600" height="600">
<div><p>Northwind Supply</p><h1>Linen Overshirt</h1><p class="price">$28.00</p>
<p>A breathable overshirt in washed European linen, cut for layering through the seasons.</p>
<button class="buy" id="page-button" type="button" onclick="this.textContent='Page works'">Add to cart</button></div></section>
<section class="description"><h2>Details</h2>
${'<p>Garment-washed for a soft hand from the first wear. Corozo buttons, a chest pocket and a straight hem you can wear in or out. Machine wash cold, line dry.</p>'.repeat(6)}
</section>
<div id="product-recs"></div>
<section class="description" style="min-height:900px"><h2>Shipping &amp; returns</h2><p>Free shipping over $75. Free returns within 30 days.</p></section>
</main>
<footer class="site-footer">© Northwind Supply · Demo storefront</footer>
</body></html>`;
}
