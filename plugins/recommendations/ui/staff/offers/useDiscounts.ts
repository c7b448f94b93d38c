import { useCallback, useEffect, useState } from 'react';
import { useApi, useSite } from 'sdk';
import type { CustomDiscountKind, Discount, DynamicDiscountInput } from '../../../model/discounts';

const BASE = '/api2/shop/rec/action';
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The shop's discounts (stored by the platform adapter, staff only on the server) and the two
 * ways to add one. Creating answers null, or the refusal to show beside the form.
 */
export function useDiscounts() {
  const api = useApi();
  const site = useSite();
  const [discounts, setDiscounts] = useState<Discount[] | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    try {
      const answer = await api.fetch<{ discounts: Discount[] }>(`${BASE}/discounts`, { silent: true });
      setDiscounts(answer.discounts ?? []);
      setError('');
    } catch (err) {
      setError(message(err));
    }
  }, [api]);

  useEffect(() => {
    setDiscounts(null);
    void load();
  }, [load, site._id]);

  const create = async (path: string, body: unknown, query?: Record<string, string>) => {
    try {
      await api.fetch(`${BASE}/${path}`, { method: 'POST', body, query, silent: true });
      await load();
      return null;
    } catch (err) {
      return message(err);
    }
  };

  return {
    discounts,
    error,
    reload: load,
    createDynamic: (body: DynamicDiscountInput) => create('discount', body),
    createCustom: (kind: CustomDiscountKind, discount: Record<string, unknown>) => create('customDiscount', { kind, discount }, { kind }),
  };
}
