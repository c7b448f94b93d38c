import { useLayoutEffect, useState, type RefObject } from 'react';
import { isDarkElement } from './theme';

/**
 * Whether Blueprint's dark theme covers the element. The console toggles Classes.DARK on
 * <body> when the user switches themes, so the element's ancestors are watched for class
 * changes: the chart recolours without a reload.
 */
export function useDarkTheme(ref: RefObject<HTMLElement | null>): boolean {
  const [dark, setDark] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const check = () => setDark(isDarkElement(element));
    check();
    const observer = new MutationObserver(check);
    for (let node: HTMLElement | null = element; node; node = node.parentElement) {
      observer.observe(node, { attributes: true, attributeFilter: ['class'] });
    }
    return () => observer.disconnect();
  }, [ref]);
  return dark;
}
