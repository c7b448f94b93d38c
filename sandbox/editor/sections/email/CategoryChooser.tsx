import { Button, InputGroup, Menu, MenuItem, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { EDITOR_SEARCH_DEBOUNCE_MS, EDITOR_SEARCH_MAX_WAIT_MS, type CategoryHit, type EditorHost } from '../../../../sdk/sandbox';
import { EMAIL_MESSAGES as M } from '../../email/messages';
import type { Recommendation } from '../../model/RecommendationModel';
import { debounceWithMaxWait } from './debounce';
import { emailOpt, setEmailOpt } from './opts';

const LIMIT = 8;

/** Picks one collection through the host's category search (the frame has no fetch). */
export const CategoryChooser = observer(function CategoryChooser({ rec, host }: { rec: Recommendation; host: EditorHost }) {
  const current = emailOpt(rec, 'category') as CategoryHit | null | undefined;
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<CategoryHit[] | null>(null);
  const search = useMemo(
    () =>
      debounceWithMaxWait(
        (text: string) => {
          host.searchCategories(text, LIMIT).then(setHits, () => setHits([]));
        },
        EDITOR_SEARCH_DEBOUNCE_MS,
        EDITOR_SEARCH_MAX_WAIT_MS,
      ),
    [host],
  );
  useEffect(() => () => search.cancel(), [search]);

  const pick = (hit: CategoryHit) => {
    setEmailOpt(rec, 'category', { id: hit.id, title: hit.title, handle: hit.handle });
    setQuery('');
    setHits(null);
  };
  return (
    <div>
      {current?.id ? (
        <Tag large minimal onRemove={() => setEmailOpt(rec, 'category', null)} style={{ marginBottom: 8 }}>
          {current.title || current.handle || current.id}
        </Tag>
      ) : null}
      <InputGroup
        id="email-category"
        leftIcon="search"
        placeholder={M.categorySearch}
        value={query}
        onValueChange={(value) => {
          setQuery(value);
          if (value.trim()) search(value.trim());
          else {
            search.cancel();
            setHits(null);
          }
        }}
        rightElement={query ? <Button variant="minimal" icon="cross" aria-label={M.clearCategory} onClick={() => (setQuery(''), setHits(null))} /> : undefined}
      />
      {hits ? (
        <Menu aria-label={M.category} style={{ maxHeight: 220, overflow: 'auto' }}>
          {hits.length ? hits.map((hit) => <MenuItem key={hit.id} text={hit.title} label={hit.handle} onClick={() => pick(hit)} />) : <MenuItem disabled text={M.categoryNone} />}
        </Menu>
      ) : null}
    </div>
  );
});
