import { useEffect } from 'react';
import { pageTitle } from './pageTitleText';

export { pageTitle };

export function useDocumentTitle(...parts: Array<string | null | undefined>): void {
  const title = pageTitle(...parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
