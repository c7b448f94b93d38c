/**
 * The recommendation's history: the last 20 saves (who, when, which fields changed), read
 * when the menu opens. Restoring one asks first, then saves that version's document as a new
 * save (nothing is overwritten; the undo history can take it back too).
 */
import { Button, Classes, Menu, MenuDivider, MenuItem, Popover, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { EditorVersion } from '../../../sdk/sandbox';
import type { EditorController } from '../app/EditorController';
import { restoreVersion } from '../app/actions';
import { SHELL_MESSAGES as M } from './messages';
import { changedText } from './versions';

const when = (iso: string) => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : at.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

export const VersionsMenu = observer(function VersionsMenu({ c }: { c: EditorController }) {
  const [versions, setVersions] = useState<EditorVersion[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setVersions(null);
    setFailed(false);
    c.host.listVersions().then(setVersions, () => setFailed(true));
  };
  const content = (
    <Menu aria-label={M.versions} style={{ maxHeight: 360, overflow: 'auto', maxWidth: 340 }}>
      <MenuDivider title={M.versionsTitle} />
      {failed && <MenuItem disabled text={M.versionsFailed} />}
      {!failed && !versions && <MenuItem disabled text={<Spinner size={16} />} />}
      {versions?.length === 0 && <MenuItem disabled text={M.noVersions} />}
      {versions?.map((v, index) => (
        <MenuItem
          key={v.id}
          icon="history"
          multiline
          text={
            <>
              <div>{M.versionBy(v.by || '—', when(v.at))}</div>
              <div className={Classes.TEXT_MUTED}>{changedText(v.changed)}</div>
            </>
          }
          label={index === 0 ? M.current : undefined}
          disabled={index === 0}
          onClick={() => void restoreVersion(c, v)}
          data-version={v.version}
        />
      ))}
    </Menu>
  );
  return (
    <Popover content={content} placement="bottom-end" onOpening={load}>
      <Button variant="minimal" icon="history" aria-label={M.versions} title={M.versions} data-testid="versions" />
    </Popover>
  );
});
