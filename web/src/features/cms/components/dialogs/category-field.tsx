import { useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useBookCategories } from '../../api/use-content-admin';

const OTHER = '__other__';

type Props = { value: string; onChange: (category: string) => void; error?: string };

/**
 * An audiobook's category: a select of the library's categories (so books stay grouped the
 * same way) with "Other…", which opens a text field for a new one. A select rather than a
 * datalist: screen readers announce datalist suggestions unreliably.
 */
export function CategoryField({ value, onChange, error }: Props) {
  const categories = useBookCategories();
  const list = categories.data ?? [];
  const [typing, setTyping] = useState(false);
  const isOther = typing || (value !== '' && categories.data !== undefined && !list.includes(value));

  // No list to choose from (none yet, or it failed to load): just the text field.
  if (categories.error || (categories.data && list.length === 0)) {
    return (
      <TextField
        label="Category"
        name="category"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        hint="For example: Memoir, Self-Help."
      />
    );
  }

  return (
    <div className="space-y-3">
      <SelectField
        label="Category"
        // The field an error focuses is the one the editor fills: the select, or the new category.
        name={isOther ? 'categoryChoice' : 'category'}
        value={isOther ? OTHER : value}
        onChange={(e) => {
          const chosen = e.target.value;
          setTyping(chosen === OTHER);
          onChange(chosen === OTHER ? '' : chosen);
        }}
        error={isOther ? undefined : error}
        placeholder={categories.data ? 'Choose a category' : 'Loading categories...'}
        options={[...list, { value: OTHER, label: 'Other (type a new category)' }]}
      />
      {isOther && (
        <TextField
          label="New category"
          name="category"
          value={value}
          onChange={(e) => {
            // Keep this field open even when the text comes to match a listed category.
            setTyping(true);
            onChange(e.target.value);
          }}
          error={error}
          hint="2 to 50 characters."
        />
      )}
    </div>
  );
}
