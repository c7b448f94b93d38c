import { useEffect, useState } from 'react';

/** The console's phone breakpoint (the pages' Sass uses the same). */
export const PHONE_QUERY = '(max-width: 599.95px)';

const query = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null);

/** Whether the window is phone-wide; follows resizes and rotations. */
export function useIsPhone(): boolean {
  const [phone, setPhone] = useState(() => query()?.matches ?? false);
  useEffect(() => {
    const mq = query();
    if (!mq) return;
    const onChange = () => setPhone(mq.matches);
    onChange();
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  return phone;
}
