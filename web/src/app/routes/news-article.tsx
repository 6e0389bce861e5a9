import { useParams } from 'react-router-dom';
import { ArticleView } from '@/features/news/components/article-view';
import { Page } from '@/components/ui/page';

export default function NewsArticleRoute() {
  const { id } = useParams();
  return (
    <Page measure="reading">
      <ArticleView id={id} />
    </Page>
  );
}
