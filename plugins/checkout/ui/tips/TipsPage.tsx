import { AnchorButton, Card, Classes, H4, Icon, Intent, Tag } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { TIPS_MESSAGES as M } from '../../messages';
import { kpiDefinition } from '../kpis/kpiDefinitions';
import { Page } from '../shared/Page';
import { TIP_TYPES, TIPS, type TipType } from './tips';
import styles from './TipsPage.module.scss';

const TYPE_ICON: Record<TipType, IconName> = { detect: 'search', fix: 'wrench', learn: 'learning' };
const TYPE_INTENT: Record<TipType, Intent> = { detect: Intent.PRIMARY, fix: Intent.WARNING, learn: Intent.SUCCESS };

function TypeTag({ type }: { type: TipType }) {
  return (
    <Tag icon={TYPE_ICON[type]} intent={TYPE_INTENT[type]} minimal data-testid="chk-tip-type" data-type={type}>
      {M.types[type]}
    </Tag>
  );
}

/** Tips (spec §2): action items typed detect, fix or learn. */
export function TipsPage() {
  return (
    <Page
      title={M.title}
      extra={
        <Tag intent={Intent.PRIMARY} round>
          {M.beta}
        </Tag>
      }
      testId="chk-tips"
    >
      <H4 className={styles.heading}>{M.heading}</H4>
      <ul className={styles.legend} aria-label="Tip types">
        {TIP_TYPES.map((type) => (
          <li key={type}>
            <TypeTag type={type} /> <span className={Classes.TEXT_MUTED}>{M.typeHints[type]}</span>
          </li>
        ))}
      </ul>
      <ol className={styles.list} data-testid="chk-tips-list">
        {TIPS.map((tip) => (
          <li key={tip.id}>
            <Card className={styles.tip} data-testid={`chk-tip-${tip.id}`} data-type={tip.type}>
              <Icon icon={TYPE_ICON[tip.type]} size={20} intent={TYPE_INTENT[tip.type]} className={styles.icon} />
              <div className={styles.body}>
                <div className={styles.tags}>
                  <TypeTag type={tip.type} />
                  {tip.kpis.map((name) => (
                    <Tag key={name} minimal>
                      {kpiDefinition(name)?.label ?? name}
                    </Tag>
                  ))}
                </div>
                <H4 className={styles.title}>{tip.title}</H4>
                <p>{tip.text}</p>
                <AnchorButton href={tip.href} target="_blank" rel="noopener noreferrer" rightIcon="share" text={tip.linkLabel} />
              </div>
            </Card>
          </li>
        ))}
      </ol>
    </Page>
  );
}
