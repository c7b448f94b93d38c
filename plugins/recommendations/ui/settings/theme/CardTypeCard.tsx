import { Button, Card, Classes, H5, Tag } from '@blueprintjs/core';
import { useConfirm } from 'sdk';
import { THEME as M } from '../messages';
import { SettingsCard } from '../shared/SettingsCard';
import styles from './Theme.module.scss';

export interface ThemeInfo {
  name: string;
  themeVersion: string;
}

export const isTheme2 = (theme: ThemeInfo | null) => !!theme && Number.parseFloat(theme.themeVersion) >= 2;

type CardType = '' | 'native';

/** Basic card or the theme's own card (spec 2); the theme card needs a 2.0 theme (spec 6). */
export function CardTypeCard({ value, theme, disabled, onChange }: { value: CardType; theme: ThemeInfo | null; disabled: boolean; onChange(next: CardType): Promise<unknown> }) {
  const { confirm } = useConfirm();
  const nativeOff = !isTheme2(theme);
  const pick = async (next: CardType) => {
    if (next === value || !(await confirm(M.confirmChange))) return;
    await onChange(next);
  };
  const option = (type: CardType, title: string, text: string, off: boolean, note?: string) => (
    <Card className={`${styles.option} ${value === type ? styles.selected : ''}`} data-testid={`rec-card-${type || 'basic'}`} aria-current={value === type}>
      <div className={styles.optionHead}>
        <H5 className={styles.optionTitle}>{title}</H5>
        {value === type && (
          <Tag intent="success" minimal>
            {M.current}
          </Tag>
        )}
      </div>
      <p className={Classes.TEXT_MUTED}>{text}</p>
      {note && <p className={Classes.TEXT_MUTED}>{note}</p>}
      {value !== type && <Button text={M.use} disabled={disabled || off} onClick={() => pick(type)} data-testid={`rec-card-${type || 'basic'}-use`} />}
    </Card>
  );
  return (
    <SettingsCard title={M.productCard} text={M.productCardText} testId="rec-card-type">
      <div className={styles.options}>
        {option('', M.basicCard, M.basicCardText, false)}
        {option('native', M.nativeCard, M.nativeCardText, nativeOff, nativeOff && theme ? M.nativeDisabled(theme.name, theme.themeVersion) : undefined)}
      </div>
    </SettingsCard>
  );
}
