import { Button, ButtonGroup } from '@blueprintjs/core';
import { useSession, useSnackbars } from 'sdk';
import { REPORT_MESSAGES as M } from './messages';

export interface ReportActionsProps {
  helpUrl: string;
  /** Saves the current selections as this report's default. @returns false if refused. */
  onSave(): boolean;
}

/**
 * Print, Share, Save and Help (spec §2), enabled only for staff. Share copies the page's URL,
 * which carries the report (rpt, pl, al, cl) and the site, so a colleague opens the same view.
 */
export function ReportActions({ helpUrl, onSave }: ReportActionsProps) {
  const { isStaff } = useSession();
  const { show } = useSnackbars();
  const title = isStaff ? undefined : M.staffOnly;
  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      show({ message: M.linkCopied, intent: 'success' });
    } catch {
      show({ message: M.copyFailed, intent: 'warning' });
    }
  };
  return (
    <ButtonGroup className="report-actions" data-testid="report-actions">
      <Button icon="print" text={M.print} title={title} disabled={!isStaff} onClick={() => window.print()} />
      <Button icon="share" text={M.share} title={title} disabled={!isStaff} onClick={() => void share()} />
      <Button
        icon="floppy-disk"
        text={M.save}
        title={title}
        disabled={!isStaff}
        onClick={() => show(onSave() ? { message: M.saved, intent: 'success' } : { message: M.saveFailed, intent: 'warning' })}
      />
      <Button
        icon="help"
        text={M.help}
        title={title}
        disabled={!isStaff}
        onClick={() => window.open(helpUrl, '_blank', 'noopener,noreferrer')}
      />
    </ButtonGroup>
  );
}
