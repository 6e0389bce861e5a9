import * as v from 'valibot';
import { formSchema, formUpdateSchema } from '@schemas/cms-forms';
import { menuSchema, menuUpdateSchema } from '@schemas/cms-menus';
import { pageSchema, pageUpdateSchema } from '@schemas/cms-pages';
import { redirectSchema, redirectUpdateSchema } from '@schemas/cms-redirects';
import { templateSchema, templateUpdateSchema } from '@schemas/cms-templates';
import {
  audiobookSchema,
  audiobookUpdateSchema,
  episodeSchema,
  episodeUpdateSchema,
  newsArticleSchema,
  newsArticleUpdateSchema,
} from '@schemas/content-admin';
import { useSubmit } from '@/lib/use-submit';
import { cmsCreate, cmsKeys, cmsUpdate, invalidateCms, type CmsKind } from '../api/use-cms';
import { contentKeys, createContent, updateContent, type ContentKind } from '../api/use-content-admin';

// Each kind's create schema and update schema: the worker checks the same ones.
const schemas = {
  pages: [pageSchema, pageUpdateSchema],
  templates: [templateSchema, templateUpdateSchema],
  forms: [formSchema, formUpdateSchema],
  menus: [menuSchema, menuUpdateSchema],
  redirects: [redirectSchema, redirectUpdateSchema],
  news: [newsArticleSchema, newsArticleUpdateSchema],
  podcasts: [episodeSchema, episodeUpdateSchema],
  audiobooks: [audiobookSchema, audiobookUpdateSchema],
} satisfies Record<CmsKind | ContentKind, [v.GenericSchema, v.GenericSchema]>;

const isContent = (kind: CmsKind | ContentKind): kind is ContentKind => kind in contentKeys;

type Options = {
  kind: CmsKind | ContentKind;
  /** The record being edited; none for a new one. */
  id?: number;
  /** What the toasts call it: "Redirect created successfully", "Failed to update redirect". */
  noun: string;
  /** A success that says more than created or updated ("Article saved as draft"). */
  success?: string;
  /** The create and edit schemas when this viewer's own are stricter than the kind's (an editor's redirect). */
  schemas?: [v.GenericSchema, v.GenericSchema];
  onDone: () => void;
};

/**
 * Every CMS dialog that creates or edits a record saves through here: the kind's own schema
 * (the full one for a new record, the partial one for an edit), the matching call, then its
 * list and the summary cards reload.
 */
export function useCmsSave({ kind, id, noun, success, schemas: own, onDone }: Options) {
  const editing = id !== undefined;
  const [createSchema, updateSchema] = own ?? schemas[kind];
  // The schema chosen above is the one this body passed, so it is that route's body: the
  // casts are where TypeScript cannot follow a schema picked by a runtime key.
  const save = (input: unknown): Promise<unknown> => {
    if (isContent(kind)) return editing ? updateContent(kind, id, input as never) : createContent(kind, input as never);
    return editing ? cmsUpdate(kind, id, input as never) : cmsCreate(kind, input as never);
  };
  const form = useSubmit({
    schema: (editing ? updateSchema : createSchema) as v.GenericSchema,
    action: save,
    refresh: () => invalidateCms(isContent(kind) ? contentKeys[kind] : cmsKeys[kind]),
    success: success ?? `${noun} ${editing ? 'updated' : 'created'} successfully`,
    failure: `Failed to ${editing ? 'update' : 'create'} ${noun.toLowerCase()}`,
    onSuccess: onDone,
  });
  // What its dialog (CmsFormDialog) is named for and closes with.
  return { ...form, noun, editing, onClose: onDone };
}

export type CmsSave = ReturnType<typeof useCmsSave>;
