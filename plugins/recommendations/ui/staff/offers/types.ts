/** Spec 3 "Discount", as GET /api2/shop/rec/action/discounts lists them. */
export interface Discount {
  id: string;
  title: string;
  shortSummary: string;
  category: 'code' | 'automatic';
  type: string;
  summary: string;
  startsAt: string;
  endsAt: string | null;
  discountClass: string;
  usageCount: number;
  usageLimit: number | null;
}
