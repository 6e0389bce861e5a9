import { MENU_LOCATIONS, menuSchema, menuUpdateSchema, type CmsMenu, type CmsMenuItem, type MenuInput } from '@schemas/cms';
import { useRef, useState, type FormEvent } from 'react';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Modal } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { cmsCreate, cmsKeys, cmsUpdate } from '../../api/use-cms';
import { DialogButtons } from '../dialog-buttons';
import { ItemsEditor, withKeys, withoutKeys } from '../items-editor';
import { useCmsSave } from '../use-cms-save';

export default function MenuFormDialog({ menu, onClose }: { menu?: CmsMenu; onClose: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, busy, run } = useCmsSave(menu ? menuUpdateSchema : menuSchema, formRef);
  const [items, setItems] = useState(() => withKeys<CmsMenuItem>(menu?.items ?? [{ label: '', url: '' }]));
  const locations =
    MENU_LOCATIONS.includes(menu?.location as (typeof MENU_LOCATIONS)[number]) || !menu
      ? MENU_LOCATIONS
      : [...MENU_LOCATIONS, menu.location];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const raw = {
      name: data.get('name'),
      location: data.get('location'),
      isActive: data.get('isActive') === 'on',
      items: withoutKeys(items),
    };
    // A new record was checked with the full schema above, so its input is the create body.
    void run(raw, (input) => (menu ? cmsUpdate('menus', menu.id, input) : cmsCreate('menus', input as MenuInput)), {
      success: menu ? 'Menu updated successfully' : 'Menu created successfully',
      failure: menu ? 'Failed to update menu' : 'Failed to create menu',
      listKey: cmsKeys.menus,
      onDone: onClose,
    });
  }

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={menu ? 'Edit Menu' : 'New Menu'}
      description="Links in the order they appear. The footer shows the active footer menu."
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField label="Name" name="name" defaultValue={menu?.name} error={errors.name} />
        <SelectField
          label="Location"
          name="location"
          defaultValue={menu?.location ?? 'footer'}
          error={errors.location}
          options={locations}
        />
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
        <DialogButtons busy={busy} onCancel={onClose} label={menu ? 'Save changes' : 'Create Menu'} />
      </form>
    </Modal>
  );
}
