import { useParams } from 'react-router-dom';
import { ArticleView } from '@/features/news/components/article-view';

export default function NewsArticleRoute() {
  const { id } = useParams();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <ArticleView id={id} />
    </div>
  );
}
