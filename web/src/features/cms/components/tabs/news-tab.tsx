import type { AdminNewsArticle } from '@schemas/content-admin';
import { lazy, Suspense, useCallback, useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { SearchBox } from '@/components/ui/search-box';
import { formatLongDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { contentKeys, deleteContent, useAdminNews } from '../../api/use-content-admin';
import { CmsList } from '../cms-list';
import { ContentPager } from '../content-pager';
import { RowAction, RowActions, RowLink } from '../row-actions';
import { StatusBadge } from '../status-badge';
import { TabHeader } from '../tab-header';
import type { TabProps } from '../tabs';
import { useConfirmDelete } from '../use-confirm-delete';

const ArticleFormDialog = lazy(() => import('../dialogs/article-form-dialog'));

export default function NewsTab({ creating, onCreate, onCreateDone }: TabProps) {
  const [page, setPage] = useState(0);
  const [q, setQ] = useState('');
  const result = useAdminNews(page, q);
  const [editing, setEditing] = useState<AdminNewsArticle | null>(null);
  const search = useCallback((text: string) => {
    setQ(text);
    setPage(0);
  }, []);
  // `kind` names no /api/cms route here: `remove` and `listKey` say where these live.
  const remove = useConfirmDelete<AdminNewsArticle>({
    noun: 'Article',
    kind: 'pages',
    name: (a) => a.title,
    id: (a) => a.id,
    remove: (a) => deleteContent('news', a.id),
    listKey: contentKeys.news,
  });

  return (
    <div>
      <TabHeader title="News" text="Articles in the members' News Feed. Drafts are kept here until published." action="New Article" onAction={onCreate} />
      <div className="mt-4 max-w-xl">
        <SearchBox
          label="Search articles by title"
          placeholder="Search articles by title..."
          value={q}
          onSearch={search}
        />
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
                  <RowActions>
                    {a.status === 'published' && (
                      <RowLink to={paths.article(a.id)} item={a.title}>
                        View
                      </RowLink>
                    )}
                    <RowAction item={a.title} onClick={() => setEditing(a)}>
                      Edit
                    </RowAction>
                    <RowAction item={a.title} danger onClick={() => remove.ask(a)}>
                      Delete
                    </RowAction>
                  </RowActions>
                ),
              },
            ]}
          />
        )}
      </CmsList>
      <ContentPager label="News articles" page={page} rows={result.data} onPage={setPage} />
      <Suspense fallback={null}>
        {(creating || editing) && (
          <ArticleFormDialog
            article={editing ?? undefined}
            onClose={() => {
              setEditing(null);
              if (creating) onCreateDone();
            }}
          />
        )}
      </Suspense>
      {remove.dialog}
    </div>
  );
}
