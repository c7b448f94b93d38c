import { Button, ButtonGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { PLACE_LABELS, type LifeCycleStage, type Place } from '../../model/places';
import { FILTER_PLACES, FILTER_PURPOSES, type GalleryFilters as Filters } from './filter';
import { GALLERY } from './messages';
import styles from './Gallery.module.scss';

export const PURPOSE_TITLES: Record<string, string> = { discover: 'Discover', explore: 'Explore', buy: 'Buy', engage: 'Engage' };

export type Layout = 'grid' | 'list';

export interface GalleryFiltersProps {
  value: Filters;
  places: readonly Place[];
  layout: Layout;
  onChange(next: Filters): void;
  onLayout(layout: Layout): void;
}

/** Spec 2: Purpose, Place and free text, and the list/grid toggle. */
export function GalleryFilters({ value, places, layout, onChange, onLayout }: GalleryFiltersProps) {
  const filtered = value.purpose !== '' || value.place !== '' || value.text.trim() !== '';
  return (
    <div className={styles.filters} data-testid="rec-gallery-filters">
      <label className={styles.filter}>
        <span>{GALLERY.purpose}</span>
        <HTMLSelect value={value.purpose} onChange={(e) => onChange({ ...value, purpose: e.currentTarget.value as '' | LifeCycleStage })} data-testid="rec-filter-purpose">
          <option value="">{GALLERY.all}</option>
          {FILTER_PURPOSES.map((p) => (
            <option key={p} value={p}>
              {PURPOSE_TITLES[p]}
            </option>
          ))}
        </HTMLSelect>
      </label>
      <label className={styles.filter}>
        <span>{GALLERY.place}</span>
        <HTMLSelect value={value.place} onChange={(e) => onChange({ ...value, place: e.currentTarget.value as '' | Place })} data-testid="rec-filter-place">
          <option value="">{GALLERY.all}</option>
          {FILTER_PLACES.filter((p) => places.includes(p)).map((p) => (
            <option key={p} value={p}>
              {PLACE_LABELS[p]}
            </option>
          ))}
        </HTMLSelect>
      </label>
      <InputGroup
        className={styles.search}
        type="search"
        leftIcon="search"
        placeholder={GALLERY.search}
        aria-label={GALLERY.search}
        value={value.text}
        onValueChange={(text) => onChange({ ...value, text })}
        data-testid="rec-filter-text"
      />
      {filtered && <Button variant="minimal" icon="filter-remove" text={GALLERY.clear} onClick={() => onChange({ purpose: '', place: '', text: '' })} data-testid="rec-filter-clear" />}
      <ButtonGroup className={styles.layoutToggle} aria-label={GALLERY.view}>
        <Button icon="grid-view" aria-label={GALLERY.grid} title={GALLERY.grid} active={layout === 'grid'} aria-pressed={layout === 'grid'} onClick={() => onLayout('grid')} data-testid="rec-layout-grid" />
        <Button icon="list" aria-label={GALLERY.list} title={GALLERY.list} active={layout === 'list'} aria-pressed={layout === 'list'} onClick={() => onLayout('list')} data-testid="rec-layout-list" />
      </ButtonGroup>
    </div>
  );
}
