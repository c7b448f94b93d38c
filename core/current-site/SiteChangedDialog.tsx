import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Refresh, SwapHorizontal } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useConsole } from '../console/ConsoleContext';
import { setSiteXid } from '../routing/siteXid';
import { SITE_MESSAGES } from './messages';
import { DialogContents } from '../dialogs/DialogContents';
import styles from './SiteChangedDialog.module.scss';

/** Spec 2/4: another tab selected a different site; this one offers to reload on it. */
export const SiteChangedDialog = observer(function SiteChangedDialog() {
  const { sites, unsaved } = useConsole();
  const other = sites.selectedElsewhere;
  const current = sites.current;
  const open = other !== undefined && current !== undefined;

  const reload = () => {
    if (!other) return;
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    window.location.assign(setSiteXid(here, other.external));
  };

  return (
    <Dialog
      isOpen={open}
      onClose={() => sites.dismissSelectedElsewhere()}
      title={SITE_MESSAGES.changedTitle}
      icon={<SwapHorizontal />}
      className={styles.dialog}
    >
      <DialogContents testId="site-changed-dialog">
        <DialogBody>
          <p className={styles.body}>
            {current && other && SITE_MESSAGES.changedBody(current.name, other.name ?? other.external)}
          </p>
          <Callout intent="warning" compact>
            {SITE_MESSAGES.changedWarning}
          </Callout>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={() => sites.dismissSelectedElsewhere()}>{SITE_MESSAGES.close}</Button>
              <Button
                intent="primary"
                icon={<Refresh />}
                onClick={async () => {
                  if (await unsaved.confirmLeave()) {
                    unsaved.clearAll();
                    reload();
                  }
                }}
                autoFocus
              >
                {SITE_MESSAGES.reload}
              </Button>
            </>
          }
        />
      </DialogContents>
    </Dialog>
  );
});
