import { lazy, useCallback, useState } from 'react';
import { RowLink } from '@/components/ui/row-actions';
import { SearchBox } from '@/components/ui/search-box';
import { formatLongDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { contentKeys, deleteContent, useAdminNews, type AdminNewsArticle } from '../../api/use-content-admin';
import { ContentPager } from '../content-pager';
import { StatusBadge } from '../status-badge';
import { TableTab, useTableTab } from '../table-tab';
import type { TabProps } from '../tabs';

const ArticleFormDialog = lazy(() => import('../dialogs/article-form-dialog'));

export default function NewsTab({ onCreate, ...props }: TabProps) {
  const [page, setPage] = useState(0);
  const [q, setQ] = useState('');
  const result = useAdminNews(page, q);
  const search = useCallback((text: string) => {
    setQ(text);
    setPage(0);
  }, []);
  const tab = useTableTab<AdminNewsArticle>(props, {
    noun: 'Article',
    name: (a) => a.title,
    id: (a) => a.id,
    remove: (a) => deleteContent('news', a.id),
    listKey: contentKeys.news,
  });
  const found = q.trim();

  return (
    <TableTab
      tab={tab}
      header={{
        title: 'News',
        text: "Articles in the members' News Feed. Drafts are kept here until published.",
        action: 'New Article',
        onAction: onCreate,
      }}
      before={
        <div className="mt-4 max-w-xl">
          <SearchBox label="Search articles by title" placeholder="Search articles by title..." value={q} onSearch={search} />
        </div>
      }
      result={result}
      list={{
        what: 'news articles',
        emptyTitle: found ? 'No articles found' : 'No articles yet',
        emptyText: found ? `No articles match your search for "${found}"` : 'Write the first one with New Article.',
      }}
      caption={found ? `News articles matching "${found}", page ${page + 1}` : `News articles, page ${page + 1}`}
      columns={[
        { header: 'Title', cell: (a) => a.title },
        { header: 'Author', cell: (a) => a.author },
        { header: 'Status', cell: (a) => <StatusBadge status={a.status} /> },
        { header: 'Published', cell: (a) => formatLongDate(a.publishedAt) },
      ]}
      item={(a) => a.title}
      view={(a) =>
        a.status === 'published' && (
          <RowLink to={paths.article(a.id)} item={a.title}>
            View
          </RowLink>
        )
      }
      after={<ContentPager label="News articles" page={page} rows={result.data} onPage={setPage} />}
    >
      {tab.dialog.isOpen && <ArticleFormDialog article={tab.dialog.item} onClose={tab.dialog.close} />}
    </TableTab>
  );
}
