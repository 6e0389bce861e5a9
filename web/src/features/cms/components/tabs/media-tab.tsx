import { lazy, Suspense } from 'react';
import { Icon } from '@/components/ui/icons';
import { RowAction, RowActions } from '@/components/ui/row-actions';
import { formatKB, formatLongDate } from '@/lib/format';
import { useDialog } from '@/lib/use-dialog';
import { cmsKeys, useMedia, type CmsMedia } from '../../api/use-cms';
import { CmsList } from '../cms-list';
import { TabHeader } from '../tab-header';
import type { TabProps } from '../tabs';
import { useConfirmDelete } from '../use-confirm-delete';

const UploadDialog = lazy(() => import('../dialogs/upload-dialog'));
const AltTextDialog = lazy(() => import('../dialogs/alt-text-dialog'));

const typeLabel = (mime: string) =>
  mime.startsWith('audio/') ? 'Audio' : mime === 'application/pdf' ? 'PDF' : mime.startsWith('image/') ? 'Image' : 'File';

/** A grid of files, an image preview for images, the filename and the size in KB. */
export default function MediaTab({ creating, onCreate, onCreateDone }: TabProps) {
  const result = useMedia();
  const editing = useDialog<CmsMedia>();
  const remove = useConfirmDelete<CmsMedia>({
    noun: 'File',
    kind: 'media',
    name: (m) => m.filename,
    id: (m) => m.id,
    listKey: cmsKeys.media,
  });

  return (
    <div>
      <TabHeader
        title="Media"
        text="Images, audio and PDFs stored for the site. Every image needs alt text."
        action="Upload Media"
        onAction={onCreate}
      />
      <CmsList result={result} what="media files" emptyTitle="No media yet" emptyText="Upload the first file with Upload Media.">
        {(files) => (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Media files">
            {files.map((m) => (
              <li key={m.id} className="flex flex-col rounded-xl border border-slate-300 bg-white p-3">
                <div className="flex aspect-video items-center justify-center overflow-hidden rounded-lg bg-slate-100">
                  {m.mimeType.startsWith('image/') ? (
                    <img src={m.url} alt={m.alt} loading="lazy" className="size-full object-contain" />
                  ) : (
                    <span className="flex flex-col items-center text-slate-700">
                      <Icon name={m.mimeType.startsWith('audio/') ? 'audio' : 'file'} className="size-10" />
                      <span className="text-sm font-semibold">{typeLabel(m.mimeType)}</span>
                    </span>
                  )}
                </div>
                <h3 className="mt-3 break-all font-semibold text-slate-950">{m.filename}</h3>
                <p className="text-sm text-slate-700">
                  {formatKB(m.size)} · {typeLabel(m.mimeType)} · {formatLongDate(m.createdAt)}
                </p>
                {m.mimeType.startsWith('image/') && (
                  <p className="mt-1 text-sm text-slate-800">Alt text: {m.alt || <strong>missing</strong>}</p>
                )}
                <div className="mt-auto pt-3">
                  <RowActions wrap>
                    <a
                      href={m.url}
                      className="inline-flex min-h-11 items-center rounded-lg border-2 border-slate-400 px-3 text-sm font-semibold text-slate-900 hover:border-violet-800"
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      Open<span className="sr-only"> {m.filename} (opens in a new tab)</span>
                    </a>
                    <RowAction item={m.filename} onClick={() => editing.open(m)}>
                      Edit
                    </RowAction>
                    <RowAction item={m.filename} danger onClick={() => remove.ask(m)}>
                      Delete
                    </RowAction>
                  </RowActions>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CmsList>
      <Suspense fallback={null}>
        {creating && <UploadDialog onClose={onCreateDone} />}
        {editing.current && <AltTextDialog media={editing.current} onClose={editing.close} />}
      </Suspense>
      {remove.dialog}
    </div>
  );
}
