import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { EntryList } from './entry-list';
import { FormSection } from './form-section';

/** The text fields of an entry: its key and label; `minRows` makes it a multi-line box. */
export interface EntryTextField<E> {
  name: { [P in keyof E]: E[P] extends string ? P : never }[keyof E] & string;
  label: string;
  minRows?: number;
}

/**
 * A section of the franchise form holding one list of entries (FAQs, testimonials, success stories): each entry's
 * text fields with the errors the form keys by `{list}.{index}.{field}`, `more` for what an entry has besides
 * text (a story's image), and adding and removing entries.
 */
export function EntriesSection<E extends { key: string }>({
  title,
  intro,
  list,
  items,
  itemLabel,
  addLabel,
  max,
  fields,
  errors,
  disabled,
  newEntry,
  onChange,
  more,
}: {
  title: string;
  intro: string;
  /** The list's name in the form values and in the errors' keys. */
  list: string;
  items: E[];
  itemLabel: string;
  addLabel: string;
  max: number;
  fields: EntryTextField<E>[];
  errors: Partial<Record<string, string>>;
  disabled: boolean;
  newEntry: () => E;
  onChange: (items: E[]) => void;
  more?: (entry: E, index: number, change: (change: Partial<E>) => void) => ReactNode;
}) {
  const change = (key: string, part: Partial<E>) => onChange(items.map((e) => (e.key === key ? { ...e, ...part } : e)));
  return (
    <FormSection title={title} intro={intro}>
      <EntryList
        items={items}
        itemLabel={itemLabel}
        addLabel={addLabel}
        max={max}
        disabled={disabled}
        onAdd={() => onChange([...items, newEntry()])}
        onRemove={(key) => onChange(items.filter((e) => e.key !== key))}
      >
        {(entry, i) => (
          <>
            {fields.map(({ name, label, minRows }) => {
              const error = errors[`${list}.${i}.${name}`];
              return (
                <TextField
                  key={name}
                  label={label}
                  value={entry[name]}
                  onChange={(e) => change(entry.key, { [name]: e.target.value } as Partial<E>)}
                  disabled={disabled}
                  error={Boolean(error)}
                  helperText={error}
                  multiline={minRows !== undefined}
                  minRows={minRows}
                  fullWidth
                />
              );
            })}
            {more?.(entry, i, (part) => change(entry.key, part))}
          </>
        )}
      </EntryList>
    </FormSection>
  );
}
