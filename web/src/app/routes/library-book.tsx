import { useParams } from 'react-router-dom';
import { BookView } from '@/features/library/components/book-view';
import { Page } from '@/components/ui/page';

export default function LibraryBookRoute() {
  const { id } = useParams();
  return (
    <Page>
      <BookView id={id} />
    </Page>
  );
}
