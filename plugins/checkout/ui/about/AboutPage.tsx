import { AnchorButton, Card, Intent } from '@blueprintjs/core';
import { ABOUT_MESSAGES as M } from '../../messages';
import { Page } from '../shared/Page';

/** 'What is Checkout Zen' (spec §2). The console hides its alert stack on this page. */
export function AboutPage() {
  return (
    <Page title={M.title} testId="chk-about">
      <Card>
        <p>{M.score}</p>
        <p>{M.analytics}</p>
        <p>{M.recommendations}</p>
        <AnchorButton
          href={M.helpUrl}
          target="_blank"
          rel="noopener noreferrer"
          intent={Intent.PRIMARY}
          rightIcon="share"
          text={M.learnMore}
          data-testid="chk-about-learn-more"
        />
      </Card>
    </Page>
  );
}
