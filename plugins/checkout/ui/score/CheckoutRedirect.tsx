import { useEffect } from 'react';
import { useNavigation } from 'sdk';

/** 'checkout' has no page of its own: it opens the Score tab (spec §9 routes). */
export function CheckoutRedirect() {
  const { navigate } = useNavigation();
  useEffect(() => navigate('checkout/score', { replace: true }), [navigate]);
  return null;
}
