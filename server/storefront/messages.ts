/** Shopper-facing strings of the demo storefront, in one place so pages and tests share them. */
export const STORE_MESSAGES = {
  shopNotFound: 'This shop does not exist',
  shopNotFoundText: 'There is no demo shop with that name. Check the link, or go to the demo store.',
  pageNotFound: 'Page not found',
  pageNotFoundText: 'The page you were looking for does not exist.',
  continueShopping: 'Continue shopping',
  previewBar: 'Preview: this page shows the recommendation as it is now, whatever its status. Shoppers do not see drafts or paused recommendations.',
  addToCart: 'Add to cart',
  soldOut: 'Sold out',
  sale: 'Sale',
  newBadge: 'New',
  cartTitle: 'Your cart',
  cartEmpty: 'Your cart is empty',
  checkout: 'Check out',
  subtotal: 'Subtotal',
  taxesAtCheckout: 'Taxes and shipping calculated at checkout',
  remove: 'Remove',
  update: 'Update',
  placeOrder: 'Place order',
  thankYou: 'Thank you for your order!',
  orderConfirmed: 'Your order is confirmed',
  checkoutErrors: 'Please fix the highlighted fields.',
  freeShipping: 'Free shipping on orders over',
  demoCard: 'Demo store: no real payment is taken. Use card number 4242 4242 4242 4242.',
  signIn: 'Sign in',
  signOut: 'Sign out',
  accountTitle: 'Account',
  noOrders: 'You have not placed any orders yet.',
  searchPlaceholder: 'Search products',
  noResults: 'No products match your search.',
} as const;

/** Errors of the cart (pages and the AJAX cart answer these). */
export const CART_ERRORS = {
  unknownVariant: 'Cannot find variant',
  soldOut: (title: string) => `${title} is sold out.`,
  onlyAvailable: (n: number, title: string) => `You can only add ${n} of ${title} to the cart.`,
  badQuantity: 'Quantity must be a whole number from 0 to 99.',
  badId: 'Give the variant id as a number.',
  notInCart: 'There is no such line in your cart.',
  tooManyLines: 'Your cart is full: remove something first.',
  emptyCart: 'Your cart is empty.',
} as const;

/** Checkout field errors. */
export const CHECKOUT_ERRORS = {
  email: 'Enter a valid email address',
  required: (label: string) => `Enter ${label}`,
  tooLong: (label: string) => `${label} is too long`,
  country: 'Select a country',
  cardNumber: 'Enter a valid card number',
  cardExpiry: 'Enter a valid expiry date (MM/YY) in the future',
  cardCvc: 'Enter the 3 or 4 digit security code',
} as const;
