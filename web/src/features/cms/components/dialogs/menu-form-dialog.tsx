import { MENU_LOCATIONS } from '@schemas/cms-menus';
import { useState } from 'react';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { CmsFormDialog } from '../cms-form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ItemsEditor, withKeys, withoutKeys } from '../items-editor';
import { useCmsSave } from '../use-cms-save';
import type { CmsMenu, CmsMenuItem } from '../../api/use-cms';

export default function MenuFormDialog({ menu, onClose }: { menu?: CmsMenu; onClose: () => void }) {
  const [items, setItems] = useState(() => withKeys<CmsMenuItem>(menu?.items ?? [{ label: '', url: '' }]));
  const locations =
    MENU_LOCATIONS.includes(menu?.location as (typeof MENU_LOCATIONS)[number]) || !menu
      ? MENU_LOCATIONS
      : [...MENU_LOCATIONS, menu.location];

  const form = useCmsSave({ kind: 'menus', id: menu?.id, noun: 'Menu', onDone: onClose });
  const { errors } = form;

  function read(data: FormData) {
    return {
      name: data.get('name'),
      location: data.get('location'),
      isActive: data.get('isActive') === 'on',
      items: withoutKeys(items),
    };
  }

  return (
    <CmsFormDialog read={read} description="Links in the order they appear. The footer shows the active footer menu." form={form}>
      <TextField label="Name" {...form.field('name', menu)} />
      <SelectField label="Location" name="location" defaultValue={menu?.location ?? 'footer'} error={errors.location} options={locations} />
      <CheckboxField
        label="Active"
        name="isActive"
        defaultChecked={menu?.isActive ?? true}
        hint="Only an active menu is shown on the site."
      />
      <ItemsEditor
        legend="Menu items"
        rows={items}
        onChange={setItems}
        name={(row, i) => row.label || `item ${i + 1}`}
        blank={() => ({ label: '', url: '' })}
        addLabel="Add item"
        error={errors.items}
      >
        {(row, i, update) => (
          <>
            <TextField
              label={`Label ${i + 1}`}
              value={row.label}
              data-focus-key={`${row.key}-first`}
              onChange={(e) => update({ label: e.target.value })}
              error={errors[`items.${i}.label`]}
              name={`items.${i}.label`}
            />
            <TextField
              label={`URL ${i + 1}`}
              value={row.url}
              onChange={(e) => update({ url: e.target.value })}
              error={errors[`items.${i}.url`]}
              name={`items.${i}.url`}
              hint="/pages/about-us, https://…, mailto:… or tel:…"
            />
          </>
        )}
      </ItemsEditor>
    </CmsFormDialog>
  );
}
