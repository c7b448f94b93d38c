// The runtime's own user-facing strings (the merchant's titles come from widgetOpts).
export const MESSAGES = {
  previous: 'Previous products',
  next: 'Next products',
  close: 'Close',
  products: 'Products',
  rating: (rating: number, count: number) => `Rated ${rating.toFixed(1)} out of 5 (${count} ${count === 1 ? 'review' : 'reviews'})`,
  regularPrice: 'Regular price',
  salePrice: 'Sale price',
  addFailed: 'Could not add to cart',
} as const;
