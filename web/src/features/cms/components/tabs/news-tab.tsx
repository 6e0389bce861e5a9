import { lazy, useCallback, useState } from 'react';
import { RowLink } from '@/components/ui/row-actions';
import { SearchBox } from '@/components/ui/search-box';
import { formatLongDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { contentKeys, deleteContent, useAdminNews, type AdminNewsArticle } from '../../api/use-content-admin';
import { ContentPager } from '../content-pager';
import { StatusBadge } from '../status-badge';
import { TableTab, useTableTab } from '../table-tab';
import { TAB_WORDS } from '../tab-words';
import type { TabProps } from '../tabs';

const ArticleFormDialog = lazy(() => import('../dialogs/article-form-dialog'));

/** The list's states while a search is on. */
const searched = (found: string) => ({
  what: 'news articles',
  emptyTitle: 'No articles found',
  emptyText: `No articles match your search for "${found}"`,
});

export default function NewsTab(props: TabProps) {
  const [page, setPage] = useState(0);
  const [q, setQ] = useState('');
  const result = useAdminNews(page, q);
  const search = useCallback((text: string) => {
    setQ(text);
    setPage(0);
  }, []);
  const tab = useTableTab<AdminNewsArticle>(props, result, {
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
      before={
        <div className="mt-4 max-w-xl">
          <SearchBox label="Search articles by title" placeholder="Search articles by title..." value={q} onSearch={search} />
        </div>
      }
      words={found ? { ...TAB_WORDS.news, list: searched(found) } : TAB_WORDS.news}
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
