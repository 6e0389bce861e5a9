import { ErrorState, NotFoundState } from '@/components/ui/states';
import { ApiError } from '@/lib/api-client';

type Message = { title: string; text: string };

/** No page or form to show: "Not Found" when the server says so, else the error with Try Again. */
export function MissingContent({ error, notFound, failed }: { error: unknown; notFound: Message; failed: Message }) {
  const failedToLoad = error !== undefined && !(error instanceof ApiError && error.status === 404);
  // The page's only heading either way, so it is the h1 and names the document.
  return failedToLoad ? <ErrorState {...failed} level={1} /> : <NotFoundState {...notFound} />;
}
