import { Button, Callout, Classes, H4, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { checkDevApplets, devAppletUrlProblem, devAppletUrls, setDevAppletUrls, type DevAppletStatus } from '../applets/devApplets';
import type { AppletRegistration } from '../sdk';
import { REGISTRY_PAGE_MESSAGES as M } from './messages';
import styles from './AppletRegistryPage.module.scss';

/**
 * This browser's dev applets (devApplets.ts): saved locally, then the page reloads for the new
 * CSP. Each URL says what this browser found there, so a broken applet.json or a built-in id is
 * explained here instead of the applet just missing from the library ("Applet not found").
 */
export function DevApplets({ devMode, builtins }: { devMode: boolean; builtins: readonly AppletRegistration[] | undefined }) {
  const [urls] = useState(devAppletUrls);
  const [draft, setDraft] = useState('');
  const [draftProblem, setDraftProblem] = useState<string | null>(null);
  const [statuses, setStatuses] = useState<ReadonlyMap<string, DevAppletStatus>>(new Map());
  useEffect(() => {
    if (!builtins || urls.length === 0) return;
    let live = true;
    void checkDevApplets(urls, builtins).then((checked) => live && setStatuses(new Map(checked.map((status) => [status.url, status]))));
    return () => {
      live = false;
    };
  }, [urls, builtins]);
  const save = (next: string[]) => {
    setDevAppletUrls(next);
    window.location.reload();
  };
  return (
    <section className={styles.dev} data-testid="dev-applets">
      <H4>{M.devHeading}</H4>
      <p>{M.devHint}</p>
      {!devMode && <Callout intent="warning">{M.devNeedsDevMode}</Callout>}
      <form
        className={styles.addForm}
        onSubmit={(event) => {
          event.preventDefault();
          const url = draft.trim();
          const problem = devAppletUrlProblem(url);
          setDraftProblem(problem);
          if (!problem) save([...urls, url]);
        }}
      >
        <InputGroup
          className={styles.grow}
          type="url"
          required
          placeholder="http://localhost:5180/applet.json"
          value={draft}
          onValueChange={(value) => {
            setDraft(value);
            setDraftProblem(null);
          }}
          intent={draftProblem ? 'danger' : 'none'}
          aria-invalid={draftProblem ? true : undefined}
          aria-describedby={draftProblem ? 'dev-applet-url-problem' : undefined}
          data-testid="dev-applet-url"
        />
        <Button type="submit" data-testid="dev-applet-add">
          {M.devAdd}
        </Button>
      </form>
      {draftProblem && (
        <Callout intent="danger" id="dev-applet-url-problem" data-testid="dev-applet-add-error">
          {draftProblem}
        </Callout>
      )}
      <ul>
        {urls.map((url) => {
          const status = statuses.get(url);
          return (
            <li key={url} data-testid="dev-applet" data-url={url}>
              <code>{url}</code>{' '}
              <Button size="small" variant="minimal" onClick={() => save(urls.filter((u) => u !== url))}>
                {M.devRemove}
              </Button>
              {status?.applet && <div className={Classes.TEXT_MUTED}>{M.devLoaded(status.applet.title, status.applet.id)}</div>}
              {status?.problem && (
                <Callout compact intent="danger" className={styles.devProblem} data-testid="dev-applet-problem">
                  {status.problem}
                </Callout>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
