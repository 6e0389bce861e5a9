import { useParams } from 'react-router-dom';
import { BookView } from '@/features/library/components/book-view';

export default function LibraryBookRoute() {
  const { id } = useParams();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <BookView id={id} />
    </div>
  );
}
