// The longest value the server takes for each settings field (server/lib/form-fields.ts,
// server/sites/routes.ts): the inputs carry them as maxlength, so a merchant cannot type what
// the server would refuse.
export const FIELD_LIMITS = {
  first: 100,
  last: 100,
  title: 200,
  businessRole: 200,
  tel: 40,
  companyName: 200,
  siteName: 200,
  url: 2000,
} as const;
