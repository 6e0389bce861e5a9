import * as v from 'valibot';
import { PAGE_BODY_MAX } from './cms-pages';
import { optionalText, requiredText } from './fields';

// Page templates: the starting text of a new page.

export const templateSchema = v.object({
  name: requiredText('Name', 100),
  category: requiredText('Category', 50),
  body: optionalText('Body', PAGE_BODY_MAX),
});
export const templateUpdateSchema = v.partial(templateSchema);
export type TemplateInput = v.InferInput<typeof templateSchema>;

export type CmsTemplate = { id: number; name: string; category: string; body: string; usageCount: number; createdAt: string };
