import * as v from 'valibot';
import { optionalBoolean, requiredText } from './fields';

// The CMS menu form and the menus the CMS and the public site answer with.

export const MENU_LOCATIONS = ['header', 'footer', 'sidebar'] as const;

const MAX_MENU_ITEMS = 30;

/**
 * A menu link: a path on this site, a web address, or an email or phone link. A path is one
 * slash then neither a slash nor a backslash: browsers read "//host" and "/\host" as another site.
 */
const menuUrl = v.pipe(
  v.string('URL is required'),
  v.trim(),
  v.nonEmpty('URL is required'),
  v.maxLength(500, 'URL must be less than 500 characters'),
  v.check(
    (s) => /^\/(?![/\\])/.test(s) || /^https:\/\/[^\s]+$/i.test(s) || /^(mailto|tel):[^\s]+$/i.test(s),
    'URL must start with /, https://, mailto: or tel:',
  ),
);

const menuItemSchema = v.object({ label: requiredText('Label', 60), url: menuUrl });

export const menuSchema = v.object({
  name: requiredText('Name', 100),
  location: v.pipe(
    v.string('Location is required'),
    v.trim(),
    v.nonEmpty('Location is required'),
    v.toLowerCase(),
    v.regex(/^[a-z][a-z0-9-]{0,39}$/, 'Location must be a single word such as header, footer or sidebar'),
  ),
  isActive: optionalBoolean('isActive', true),
  items: v.pipe(
    v.optional(v.array(menuItemSchema, 'Items must be a list'), []),
    v.maxLength(MAX_MENU_ITEMS, `Use at most ${MAX_MENU_ITEMS} items`),
  ),
});
export const menuUpdateSchema = v.partial(menuSchema);
export type MenuInput = v.InferInput<typeof menuSchema>;

export type CmsMenuItem = { label: string; url: string };
export type CmsMenu = { id: number; name: string; location: string; isActive: boolean; items: CmsMenuItem[] };

/** A menu as the public site shows it. */
export type PublicMenu = { name: string; location: string; items: CmsMenuItem[] };
