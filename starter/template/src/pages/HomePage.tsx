import { Callout, H3 } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useAppletSettings, useSite } from 'sdk';
import { MESSAGES as M } from '../messages';
import type { SettingsContent } from '../settings/SettingsModel';

/** The applet's first page: the current site from the console, the saved greeting. */
export default function HomePage() {
  const site = useSite();
  const settings = useAppletSettings();
  const [content, setContent] = useState<SettingsContent | null>();

  useEffect(() => {
    let live = true;
    settings.load<SettingsContent>().then((doc) => live && setContent(doc), () => live && setContent(null));
    return () => {
      live = false;
    };
  }, [settings, site._id]);

  return (
    <section data-testid="applet-home">
      <H3>{M.welcome(site.name)}</H3>
      {content !== undefined && (content?.enabled ?? true) && <Callout data-testid="applet-greeting">{content?.greeting ?? M.defaultGreeting}</Callout>}
    </section>
  );
}
