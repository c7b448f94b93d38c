import { Callout, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { SETTINGS } from '../messages';
import type { Doc, DocState } from './useSettingsDoc';

/** The page body once its document is loaded; a spinner before, the reason when it failed. */
export function DocGate({ status, children }: { status: DocState; children(doc: Doc): ReactNode }) {
  if (status.state === 'loading') return <Spinner aria-label={SETTINGS.loading} data-testid="rec-settings-loading" />;
  if (status.state === 'error')
    return (
      <Callout intent="danger" title={SETTINGS.loadFailed} data-testid="rec-settings-load-error">
        {status.message}
      </Callout>
    );
  return <>{children(status.doc)}</>;
}
