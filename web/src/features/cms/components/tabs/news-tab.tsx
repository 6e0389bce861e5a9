import { lazy, Suspense, useCallback, useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { ItemActions, RowLink } from '@/components/ui/row-actions';
import { SearchBox } from '@/components/ui/search-box';
import { formatLongDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { contentKeys, deleteContent, useAdminNews } from '../../api/use-content-admin';
import { CmsList } from '../cms-list';
import { ContentPager } from '../content-pager';
import { StatusBadge } from '../status-badge';
import { TabHeader } from '../tab-header';
import type { TabProps } from '../tabs';
import { useConfirmDelete } from '../use-confirm-delete';
import { useEditDialog } from '../use-edit-dialog';
import type { AdminNewsArticle } from '../../api/use-content-admin';

const ArticleFormDialog = lazy(() => import('../dialogs/article-form-dialog'));

export default function NewsTab({ creating, onCreate, onCreateDone }: TabProps) {
  const [page, setPage] = useState(0);
  const [q, setQ] = useState('');
  const result = useAdminNews(page, q);
  const dialog = useEditDialog<AdminNewsArticle>(creating, onCreateDone);
  const search = useCallback((text: string) => {
    setQ(text);
    setPage(0);
  }, []);
  const remove = useConfirmDelete<AdminNewsArticle>({
    noun: 'Article',
    name: (a) => a.title,
    id: (a) => a.id,
    remove: (a) => deleteContent('news', a.id),
    listKey: contentKeys.news,
  });

  return (
    <div>
      <TabHeader
        title="News"
        text="Articles in the members' News Feed. Drafts are kept here until published."
        action="New Article"
        onAction={onCreate}
      />
      <div className="mt-4 max-w-xl">
        <SearchBox label="Search articles by title" placeholder="Search articles by title..." value={q} onSearch={search} />
      </div>
      <CmsList
        result={result}
        what="news articles"
        emptyTitle={q.trim() ? 'No articles found' : 'No articles yet'}
        emptyText={q.trim() ? `No articles match your search for "${q.trim()}"` : 'Write the first one with New Article.'}
      >
        {(articles) => (
          <DataTable
            caption={q.trim() ? `News articles matching "${q.trim()}", page ${page + 1}` : `News articles, page ${page + 1}`}
            rows={articles}
            rowKey={(a) => a.id}
            columns={[
              { header: 'Title', cell: (a) => a.title },
              { header: 'Author', cell: (a) => a.author },
              { header: 'Status', cell: (a) => <StatusBadge status={a.status} /> },
              { header: 'Published', cell: (a) => formatLongDate(a.publishedAt) },
              {
                header: 'Actions',
                cell: (a) => (
                  <ItemActions
                    item={a.title}
                    onEdit={() => dialog.edit(a)}
                    onDelete={() => remove.ask(a)}
                    view={
                      <>
                        {a.status === 'published' && (
                          <RowLink to={paths.article(a.id)} item={a.title}>
                            View
                          </RowLink>
                        )}
                      </>
                    }
                  />
                ),
              },
            ]}
          />
        )}
      </CmsList>
      <ContentPager label="News articles" page={page} rows={result.data} onPage={setPage} />
      <Suspense fallback={null}>{dialog.isOpen && <ArticleFormDialog article={dialog.item} onClose={dialog.close} />}</Suspense>
      {remove.dialog}
    </div>
  );
}
