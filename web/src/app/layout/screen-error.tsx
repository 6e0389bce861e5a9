import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/lib/paths';
import { useOffline } from '@/lib/use-offline';

/** A screen's code that did not arrive (Chromium, Firefox and Safari word it differently). */
export const isLoadFailure = (error: unknown): boolean =>
  error instanceof TypeError && /dynamically imported module|module script failed|loading chunk/i.test(error.message);

/** What the member is told, by why the screen failed. */
export function screenErrorText(error: unknown, offline: boolean): { title: string; text: string } {
  if (offline)
    return {
      title: 'This page needs a connection',
      text: 'You are offline, and this page has not been opened on this device before. Choose Try again once you are back online. Episodes and books you downloaded still play.',
    };
  if (isLoadFailure(error))
    return {
      title: 'This page could not load',
      text: 'The portal may have just been updated, or the connection dropped for a moment. Try again to load the newest version.',
    };
  return {
    title: 'Something went wrong',
    text: 'This page stopped working. Try again; what you were reading elsewhere on the portal is not affected.',
  };
}

/**
 * In place of a screen that failed to load or to render, inside the layout (the nav stays): a
 * heading that takes focus and says what happened in words, and a way on. Never React Router's
 * default page, which shows a stack trace and no way back.
 */
export function ScreenError() {
  const error = useRouteError();
  const offline = useOffline();
  // For whoever investigates (the browser's console); the member sees words only.
  useEffect(() => console.error(error), [error]);
  const { title, text } = screenErrorText(error, offline);
  return (
    <Page measure="reading">
      <PageTitle title={title}>{title}</PageTitle>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <ButtonLink to={paths.home} variant="secondary">
          Go to the home page
        </ButtonLink>
      </div>
    </Page>
  );
}
