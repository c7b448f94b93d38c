import { Button, FormGroup, InputGroup, Intent, Menu, MenuItem, Spinner, Tag } from '@blueprintjs/core';
import { useId, useState } from 'react';
import styles from './Fields.module.scss';
import { useDebouncedSearch } from './useDebouncedSearch';

export interface Picked {
  id: string;
  title: string;
}

export interface SearchPickerProps<T extends Picked> {
  label: string;
  /** What is chosen now: one tag per item, each removable. */
  picked: readonly Picked[];
  search(query: string): Promise<T[]>;
  onPick(hit: T): void;
  onRemove(id: string): void;
  placeholder?: string;
  noResults: string;
  removeLabel(title: string): string;
  error?: string | null;
  helper?: string;
}

/** Search the shop (through the editor host) and pick: categories, products. */
export function SearchPicker<T extends Picked>({ label, picked, search, onPick, onRemove, placeholder, noResults, removeLabel, error, helper }: SearchPickerProps<T>) {
  const id = useId();
  const [query, setQuery] = useState('');
  const { hits, loading } = useDebouncedSearch(query, search);
  const choices = hits.filter((hit) => !picked.some((p) => p.id === hit.id));
  return (
    <FormGroup label={label} labelFor={id} helperText={error ?? helper} intent={error ? Intent.DANGER : Intent.NONE}>
      {picked.length > 0 && (
        <div className={styles.tags}>
          {picked.map((p) => (
            <Tag key={p.id} minimal endIcon={<Button variant="minimal" size="small" icon="small-cross" aria-label={removeLabel(p.title || p.id)} onClick={() => onRemove(p.id)} />}>
              {p.title || p.id}
            </Tag>
          ))}
        </div>
      )}
      <InputGroup
        id={id}
        type="search"
        leftIcon="search"
        value={query}
        placeholder={placeholder}
        intent={error ? Intent.DANGER : Intent.NONE}
        rightElement={loading ? <Spinner size={16} /> : undefined}
        onValueChange={setQuery}
      />
      {query.trim() !== '' && !loading && (
        <Menu className={styles.results} role="listbox" aria-label={label}>
          {choices.length === 0 && <MenuItem disabled text={noResults} />}
          {choices.map((hit) => (
            <MenuItem
              key={hit.id}
              role="option"
              text={hit.title}
              onClick={() => {
                onPick(hit);
                setQuery('');
              }}
            />
          ))}
        </Menu>
      )}
    </FormGroup>
  );
}
