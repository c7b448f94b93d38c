import { Classes, Dialog, InputGroup, NonIdealState, Tag } from '@blueprintjs/core';
import { Globe, Search } from '@blueprintjs/icons';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { filterSites, showsSearch, type PickableSite } from './filterSites';
import { CHANGE_SITE_MESSAGES } from './messages';
import styles from './ChangeSiteDialog.module.scss';

export interface ChangeSiteDialogProps<S extends PickableSite> {
  isOpen: boolean;
  sites: readonly S[];
  currentSiteId: string | null | undefined;
  /** A site other than the current one was chosen (picking the current one just closes). */
  onSelect(site: S): void;
  onClose(): void;
}

/** Rows rendered at most; a longer list asks for a search instead of rendering thousands. */
export const MAX_ROWS = 200;

/** The site picker (spec 2): rows of favicon, name and url, 64 px each. */
export function ChangeSiteDialog<S extends PickableSite>({ isOpen, sites, currentSiteId, onSelect, onClose }: ChangeSiteDialogProps<S>) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={CHANGE_SITE_MESSAGES.title} className={styles.dialog}>
      {/* Mounted only while open: every opening starts with an empty search at the current site. */}
      {isOpen && <SitePicker sites={sites} currentSiteId={currentSiteId} onSelect={onSelect} onClose={onClose} />}
    </Dialog>
  );
}

function SitePicker<S extends PickableSite>({ sites, currentSiteId, onSelect, onClose }: Omit<ChangeSiteDialogProps<S>, 'isOpen'>) {
  const [query, setQuery] = useState('');
  const matches = useMemo(() => filterSites(sites, query), [sites, query]);
  const rows = matches.slice(0, MAX_ROWS);
  const [active, setActive] = useState(() => Math.max(0, rows.findIndex((site) => site._id === currentSiteId)));
  const listId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const withSearch = showsSearch(sites.length);

  const activeIndex = Math.min(active, rows.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (!withSearch) listRef.current?.focus();
  }, [withSearch]);

  useEffect(() => {
    // jsdom has no scrollIntoView.
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
    // optionId depends only on listId, which never changes.
  }, [activeIndex]);

  const choose = (site: S) => {
    if (site._id === currentSiteId) onClose();
    else onSelect(site);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = rows.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => Math.min(activeIndex + 1, last),
      ArrowUp: () => Math.max(activeIndex - 1, 0),
      Home: () => 0,
      End: () => last,
    };
    if (event.key in moves && rows.length) {
      // Home/End stay with the text cursor in the search box.
      if (withSearch && (event.key === 'Home' || event.key === 'End')) return;
      event.preventDefault();
      setActive(moves[event.key]());
    } else if (event.key === 'Enter' && rows[activeIndex]) {
      event.preventDefault();
      choose(rows[activeIndex]);
    }
  };

  const activeDescendant = rows.length ? optionId(activeIndex) : undefined;

  return (
    <div className={styles.picker}>
      {withSearch && (
        <div className={styles.search}>
          <InputGroup
            type="search"
            leftIcon={<Search />}
            placeholder={CHANGE_SITE_MESSAGES.searchPlaceholder}
            aria-label={CHANGE_SITE_MESSAGES.searchLabel}
            role="combobox"
            aria-expanded
            aria-controls={listId}
            aria-activedescendant={activeDescendant}
            autoFocus
            value={query}
            onValueChange={(value) => {
              setQuery(value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
      )}
      {rows.length ? (
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={CHANGE_SITE_MESSAGES.listLabel}
          aria-activedescendant={withSearch ? undefined : activeDescendant}
          tabIndex={withSearch ? -1 : 0}
          className={styles.list}
          onKeyDown={withSearch ? undefined : onKeyDown}
        >
          {rows.map((site, index) => (
            <SiteRow
              key={site._id}
              id={optionId(index)}
              site={site}
              isActive={index === activeIndex}
              isCurrent={site._id === currentSiteId}
              onClick={() => choose(site)}
              onHover={() => setActive(index)}
            />
          ))}
          {matches.length > rows.length && (
            <div className={`${styles.more} ${Classes.TEXT_MUTED}`}>{CHANGE_SITE_MESSAGES.moreSites(rows.length, matches.length)}</div>
          )}
        </div>
      ) : (
        <NonIdealState
          className={styles.empty}
          icon={<Search size={32} />}
          description={sites.length ? CHANGE_SITE_MESSAGES.noMatch(query.trim()) : CHANGE_SITE_MESSAGES.noSites}
        />
      )}
    </div>
  );
}

interface SiteRowProps {
  id: string;
  site: PickableSite;
  isActive: boolean;
  isCurrent: boolean;
  onClick(): void;
  onHover(): void;
}

function SiteRow({ id, site, isActive, isCurrent, onClick, onHover }: SiteRowProps) {
  const [iconFailed, setIconFailed] = useState(false);
  const classes = [styles.row, isActive && styles.active, isCurrent && styles.current].filter(Boolean).join(' ');
  return (
    <div
      id={id}
      role="option"
      aria-selected={isActive}
      aria-current={isCurrent || undefined}
      className={classes}
      onClick={onClick}
      onMouseMove={isActive ? undefined : onHover}
      data-site-id={site._id}
    >
      {site.getFavIcon && !iconFailed ? (
        <img className={styles.favicon} src={site.getFavIcon} alt="" width={32} height={32} onError={() => setIconFailed(true)} />
      ) : (
        <Globe className={styles.favicon} size={32} />
      )}
      <div className={styles.text}>
        <div className={`${styles.name} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>{site.name}</div>
        <div className={`${styles.url} ${Classes.TEXT_MUTED} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>{site.url}</div>
      </div>
      {isCurrent && (
        <Tag intent="primary" minimal round className={styles.currentTag}>
          {CHANGE_SITE_MESSAGES.current}
        </Tag>
      )}
    </div>
  );
}
