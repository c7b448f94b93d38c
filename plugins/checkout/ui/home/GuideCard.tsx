import { AnchorButton, Button, Callout, Intent } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { useNavigation, useSession } from 'sdk';
import { HOME_MESSAGES as M } from '../../messages';
import { useStoredFlag } from '../shared/useStoredFlag';

const INSIGHTS_PATH = 'checkout/insights';

/** Per user: a colleague on the same browser still sees the guide they have not closed. */
export const guideClosedKey = (userId: string) => `h40_chk_guide_closed:${userId}`;

/** The closeable 'Live Checkout Insights' guide of Home (spec §2). */
export function GuideCard() {
  const { user } = useSession();
  const { linkTo, navigate } = useNavigation();
  const [closed, setClosed] = useStoredFlag(guideClosedKey(user._id));
  if (closed) return null;
  const open = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(INSIGHTS_PATH);
  };
  return (
    <Callout intent={Intent.SUCCESS} icon="lightbulb" title={M.guideTitle} data-testid="chk-guide">
      <p>{M.guideText}</p>
      <AnchorButton intent={Intent.SUCCESS} href={linkTo(INSIGHTS_PATH)} onClick={open} text={M.guideButton} rightIcon="arrow-right" />{' '}
      <Button variant="minimal" text={M.guideClose} onClick={() => setClosed(true)} data-testid="chk-guide-close" />
    </Callout>
  );
}
