import { Button, Dialog, DialogBody, DialogFooter, Icon, type IconName } from '@blueprintjs/core';
import { PLACE_LABELS, type Place } from '../../model/places';
import { isCheckoutPlace } from './addFlow';
import { ADD } from './messages';
import styles from './Gallery.module.scss';

export const PLACE_ICONS: Record<Place, IconName> = {
  H: 'home',
  CAT: 'folder-open',
  PDP: 'tag',
  MCRT: 'shopping-cart',
  CRT: 'shopping-cart',
  CO: 'credit-card',
  CNF: 'tick-circle',
  ACC: 'user',
  SITEWIDE: 'globe',
  E404: 'error',
  CUSTOM: 'document',
  NA: 'more',
  EMAIL: 'envelope',
};

export interface PageStepProps {
  isOpen: boolean;
  title: string;
  places: Place[];
  onBack(): void;
  onCancel(): void;
  onPick(place: Place): void;
}

/** Spec 2: the step that picks a page when a template fits several, with Back and Cancel. */
export function PageStep({ isOpen, title, places, onBack, onCancel, onPick }: PageStepProps) {
  return (
    <Dialog isOpen={isOpen} title={ADD.choosePage} icon="page-layout" onClose={onCancel}>
      <DialogBody>
        <p>{ADD.choosePageText(title)}</p>
        <div className={styles.pageChoices} data-testid="rec-page-step">
          {places.map((p) => (
            <Button key={p} alignText="start" icon={PLACE_ICONS[p]} endIcon={isCheckoutPlace(p) ? <Icon icon="share" /> : undefined} text={PLACE_LABELS[p]} onClick={() => onPick(p)} data-testid={`rec-page-${p}`} />
          ))}
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={ADD.back} icon="arrow-left" onClick={onBack} data-testid="rec-page-back" />
            <Button text={ADD.cancel} onClick={onCancel} data-testid="rec-page-cancel" />
          </>
        }
      />
    </Dialog>
  );
}
