import { Markdown } from '@/components/markdown/markdown';
import { Modal } from '@/components/ui/dialog';
import type { CmsPage } from '../../api/use-cms';

/** "View" for a page that is not public yet: how it will read, without publishing it. */
export default function PagePreviewDialog({ page, onClose }: { page: CmsPage; onClose: () => void }) {
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={`Preview: ${page.title}`}
      description={`This page is ${page.status}, so it is not public yet.`}
    >
      <div
        className="relative max-h-[60vh] overflow-y-auto rounded-lg border border-slate-300 p-4"
        tabIndex={0}
        role="region"
        aria-label="Page preview"
      >
        <Markdown source={page.body} headingOffset={1} />
      </div>
    </Modal>
  );
}
