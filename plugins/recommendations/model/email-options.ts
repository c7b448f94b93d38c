/**
 * The email recommendation's options (spec 2 "Email editor", spec 9 ranges) read the same way by
 * the editor, the copied HTML and the image service: columns and rows of the grid, the mobile
 * columns, the card variant, and the email providers' templates.
 */

/** Spec 9: desktop columns 1-6, rows 1-4; mobile columns 1-3 or the desktop's. */
export const EMAIL_DESKTOP_COLUMNS = [1, 2, 3, 4, 5, 6] as const;
export const EMAIL_DESKTOP_ROWS = [1, 2, 3, 4] as const;
export const EMAIL_MOBILE_COLUMNS = [1, 'same', 2, 3] as const;
export type EmailMobileColumns = (typeof EMAIL_MOBILE_COLUMNS)[number];

/** Spec 9: the email table defaults to 4 by 1 on desktop and 1 column on phones. */
export const EMAIL_DEFAULT_COLUMNS = 4;
export const EMAIL_DEFAULT_ROWS = 1;

/** The one form of the card variant: the SDK's WidgetOpts, the editor, the API and stored documents. */
export const EMAIL_CARD_VARIANTS = ['v1', 'v2'] as const;
export type EmailCardVariant = (typeof EMAIL_CARD_VARIANTS)[number];

/** Which card a stored value draws (spec 9: Version 1 unless it says Version 2). */
export const cardVariantOf = (value: unknown): 1 | 2 => (value === 'v2' ? 2 : 1);

const within = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback;

export const emailColumnsOf = (desktop: Record<string, unknown>) => within(desktop.tableCols, 1, 6, EMAIL_DEFAULT_COLUMNS);
export const emailRowsOf = (desktop: Record<string, unknown>) => within(desktop.tableRows, 1, 4, EMAIL_DEFAULT_ROWS);
/** Unset means one column: spec 9's email table is 1 column wide on phones. */
export function emailMobileColumnsOf(mobile: Record<string, unknown>): EmailMobileColumns {
  if (mobile.tableCols === 'same') return 'same';
  return within(mobile.tableCols, 1, 3, 1) as 1 | 2 | 3;
}

export interface EmailProvider {
  code: string;
  label: string;
  /** The provider's merge tag for the recipient: filled into Email Variable when chosen. */
  variable: string;
  /** The tag holds the plain address, not its SHA-256. */
  unhashed: boolean;
}

/**
 * Spec 2: templates for several email marketing providers, one of them unhashed, plus
 * unset/custom (code ''), where the merchant writes the variable.
 */
export const EMAIL_PROVIDERS: readonly EmailProvider[] = [
  { code: 'klaviyo', label: 'Klaviyo', variable: '{{ email|hash_sha256 }}', unhashed: false },
  { code: 'shopify-email', label: 'Shopify Email', variable: '{{ customer.email | sha256 }}', unhashed: false },
  { code: 'omnisend', label: 'Omnisend', variable: '[[contact.email]]', unhashed: true },
];

export const findEmailProvider = (code: unknown) => EMAIL_PROVIDERS.find((p) => p.code === code);
