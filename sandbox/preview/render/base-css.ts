/**
 * The runtime's own look: a neutral, modern card that inherits the shop's font and colour and
 * reads well on light themes. Merchant styles (element maps, generated, global and custom CSS)
 * come after it and win. Image boxes have their aspect ratio and titles a fixed line count, so
 * a widget has its final height the moment it is inserted (no shift when images load).
 */
export const BASE_CSS = `
.vitrine-slot{display:block;width:100%;box-sizing:border-box}
.vitrine-widget{--vitrine-accent:#111827;--vitrine-muted:#6b7280;--vitrine-sale:#b91c1c;--vitrine-radius:12px;box-sizing:border-box;margin:32px auto;padding:0 16px;max-width:1200px;font:inherit;color:inherit;position:relative}
.vitrine-widget *,.vitrine-widget *::before,.vitrine-widget *::after{box-sizing:border-box}
.vitrine-widget[hidden]{display:none}
.vitrine-title{margin:0 0 16px}
.vitrine-title-heading{margin:0;font-size:1.375rem;line-height:1.3;font-weight:650;letter-spacing:-.01em}
.vitrine-products-wrapper{list-style:none;margin:0;padding:0;gap:var(--vitrine-gap,16px)}
.vitrine-grid{display:grid;grid-template-columns:repeat(var(--vitrine-cols),minmax(0,1fr))}
.vitrine-list{display:grid;grid-template-columns:repeat(var(--vitrine-cols),minmax(0,1fr))}
.vitrine-slider{position:relative}
.vitrine-track{display:grid;grid-auto-flow:column;grid-auto-columns:var(--vitrine-slide);overflow-x:auto;overscroll-behavior-x:contain;scroll-snap-type:x mandatory;scroll-behavior:smooth;scrollbar-width:none;padding:2px 2px 6px;margin:-2px -2px 0;scroll-padding-inline:2px}
.vitrine-track::-webkit-scrollbar{display:none}
.vitrine-track:focus-visible{outline:2px solid var(--vitrine-accent);outline-offset:4px;border-radius:4px}
.vitrine-track>.vitrine-product{scroll-snap-align:start}
.vitrine-product{display:flex;flex-direction:column;gap:6px;min-width:0;position:relative}
.vitrine-product-link{display:flex;flex-direction:column;gap:6px;color:inherit;text-decoration:none}
.vitrine-product-link:focus-visible{outline:2px solid var(--vitrine-accent);outline-offset:3px;border-radius:var(--vitrine-radius)}
.vitrine-product-image-wrap{position:relative;display:block;width:100%;overflow:hidden;border-radius:var(--vitrine-radius);background:#f3f4f6;margin-bottom:4px}
.vitrine-product-image{display:block;width:100%;height:100%;transition:transform .35s ease}
.vitrine-product-link:hover .vitrine-product-image{transform:scale(1.04)}
.vitrine-product-sale-badge{position:absolute;top:10px;left:10px;padding:3px 8px;border-radius:999px;background:var(--vitrine-sale);color:#fff;font-size:.75rem;font-weight:600;line-height:1.4}
.vitrine-product-vendor{font-size:.75rem;letter-spacing:.06em;text-transform:uppercase;color:var(--vitrine-muted)}
.vitrine-product-title{font-size:.9375rem;font-weight:500;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;line-height:1.4em;min-height:2.8em}
.vitrine-product-link:hover .vitrine-product-title{text-decoration:underline;text-underline-offset:3px}
.vitrine-product-variant-title{font-size:.8125rem;color:var(--vitrine-muted)}
.vitrine-product-rating{display:flex;align-items:center;gap:4px;font-size:.8125rem;line-height:1;color:var(--vitrine-muted)}
.vitrine-stars{letter-spacing:1px;background:linear-gradient(90deg,#f59e0b var(--vitrine-stars),#d1d5db var(--vitrine-stars));-webkit-background-clip:text;background-clip:text;color:transparent}
.vitrine-product-prices-wrap{display:flex;flex-wrap:wrap;align-items:baseline;gap:8px;font-size:.9375rem}
.vitrine-product-price{font-weight:600}
.vitrine-product-sale-price{color:var(--vitrine-sale)}
.vitrine-product-compare-price{color:var(--vitrine-muted);font-size:.8125rem}
.vitrine-cta{display:flex;flex-direction:column;gap:6px;margin-top:auto;padding-top:4px}
.vitrine-product-add-to-cart-select{width:100%;padding:8px 10px;border:1px solid #d1d5db;border-radius:8px;background:#fff;color:inherit;font:inherit;font-size:.875rem}
.vitrine-product-add-to-cart-btn{width:100%;min-height:40px;padding:8px 12px;border:1px solid var(--vitrine-accent);border-radius:8px;background:var(--vitrine-accent);color:#fff;font:inherit;font-size:.875rem;font-weight:600;cursor:pointer;transition:background .15s,color .15s}
.vitrine-product-add-to-cart-btn:hover:not(:disabled){background:#fff;color:var(--vitrine-accent)}
.vitrine-product-add-to-cart-btn:focus-visible,.vitrine-product-add-to-cart-select:focus-visible,.vitrine-nav:focus-visible,.vitrine-popup-close:focus-visible{outline:2px solid var(--vitrine-accent);outline-offset:2px}
.vitrine-product-add-to-cart-btn:disabled{cursor:default;opacity:.55}
.vitrine-product-add-to-cart-btn[aria-busy=true]{opacity:.8}
.vitrine-cta-status{font-size:.75rem;color:var(--vitrine-sale)}
.vitrine-cta-status:empty{display:none}
.vitrine-list .vitrine-product{display:grid;grid-template-columns:96px minmax(0,1fr);column-gap:14px;row-gap:4px;align-content:start;padding:12px;border:1px solid #e5e7eb;border-radius:var(--vitrine-radius)}
.vitrine-list .vitrine-product-link{display:contents}
.vitrine-list .vitrine-product-image-wrap{grid-column:1;grid-row:1/span 6;margin:0;border-radius:8px}
.vitrine-list .vitrine-product>:not(.vitrine-product-link),.vitrine-list .vitrine-product-link>:not(.vitrine-product-image-wrap){grid-column:2}
.vitrine-list .vitrine-product-title{min-height:0}
.vitrine-list .vitrine-product-sale-badge{top:4px;left:4px;padding:1px 6px;font-size:.625rem}
.vitrine-list .vitrine-cta{flex-direction:row;margin-top:4px}
.vitrine-list .vitrine-product-add-to-cart-btn{width:auto;min-height:34px;padding:6px 14px}
.vitrine-nav{position:absolute;top:calc(var(--vitrine-nav-top,38%));z-index:1;display:grid;place-items:center;width:40px;height:40px;padding:0;border:0;background:#fff;color:var(--vitrine-accent);cursor:pointer;box-shadow:0 1px 2px rgba(0,0,0,.12),0 4px 12px rgba(0,0,0,.12);transition:opacity .2s}
.vitrine-nav svg{width:20px;height:20px;fill:none;stroke:currentColor;stroke-width:2.2;stroke-linecap:round;stroke-linejoin:round}
.vitrine-nav:disabled{opacity:0;pointer-events:none}
.vitrine-prev{left:-12px}
.vitrine-next{right:-12px}
.vitrine-nav-arrows .vitrine-nav{background:transparent;box-shadow:none;width:32px;left:auto}
.vitrine-nav-arrows .vitrine-prev{left:-34px}
.vitrine-nav-arrows .vitrine-next{right:-34px}
.vitrine-nav-circArrows .vitrine-nav{border-radius:50%}
.vitrine-nav-rectArrows .vitrine-nav{border-radius:6px;width:32px;height:56px}
.vitrine-nav-squareArrows .vitrine-nav{border-radius:0}
.vitrine-popup{max-width:min(960px,calc(100vw - 32px));width:100%;padding:8px 0 0;border:0;border-radius:16px;box-shadow:0 24px 64px rgba(0,0,0,.3)}
.vitrine-popup::backdrop{background:rgba(17,24,39,.55)}
.vitrine-popup .vitrine-widget{margin:16px auto 24px}
.vitrine-popup-close{position:absolute;top:8px;right:8px;z-index:2;width:36px;height:36px;border:0;border-radius:50%;background:#f3f4f6;font-size:1.5rem;line-height:1;cursor:pointer}
.vitrine-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@media (max-width:767.98px){.vitrine-widget{margin:24px auto;padding:0 12px}.vitrine-title-heading{font-size:1.125rem}.vitrine-nav-arrows .vitrine-prev{left:-6px}.vitrine-nav-arrows .vitrine-next{right:-6px}.vitrine-nav-arrows .vitrine-nav{background:#fff;border-radius:50%;box-shadow:0 1px 2px rgba(0,0,0,.12),0 4px 12px rgba(0,0,0,.12)}}
@media (prefers-reduced-motion:reduce){.vitrine-track{scroll-behavior:auto}.vitrine-product-image{transition:none}}
`;
