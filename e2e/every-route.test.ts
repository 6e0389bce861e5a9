import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, expectAccessible, MEMBER, signIn, signInThroughForm, useBrowser } from './support/browser';
import {
  classesFor,
  expectFocusClear,
  expectPageArrival,
  expectTargetSizes,
  firstItems,
  MODES,
  navigateInApp,
  rootClasses,
  settle,
  useDisplaySettings,
} from './support/page-checks';

// Issue 7: every route of web/src/app/router.tsx, as a visitor, a member and an admin where
// the screen differs, including missing pages and missing items. Each is reached by an in-app
// navigation, so every arrival is checked for focus on its h1 and an announced title.

const browser = useBrowser();

/** The document title's page name, and the h1 when it says more ("Sign in to Equal Ground"). */
type Route = { path: string; title: string; heading?: string };

/** Goes to each route inside the app and checks it: title, one h1, focus, announcement, targets, focus never under the floating controls, axe. */
async function walk(page: Page, routes: Route[], who: string): Promise<void> {
  for (const route of routes) {
    await navigateInApp(page, route.path);
    await page.getByRole('heading', { level: 1, name: route.heading ?? route.title, exact: true }).waitFor();
    await expectPageArrival(page, route.title, { focused: true });
    // The loading demo's animations say "Loading..." for good; everything else settles.
    if (route.path !== '/loading-demo') await settle(page);
    await expectTargetSizes(page, `${route.path} (${who})`);
    await expectFocusClear(page, `${route.path} (${who})`);
    await expectAccessible(page, `${route.path} (${who})`);
  }
}

describe('every route', () => {
  it('signed out: each public route is named, has one h1 that takes focus on arrival, has 24 px targets and no axe violations', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/');
    // The first load of the document: named, but focus stays at the top for the screen reader.
    await expectPageArrival(page, "Equal Ground: the disability community's portal", { focused: false });
    await expectTargetSizes(page, 'landing');
    await expectAccessible(page, 'landing');
    await walk(
      page,
      [
        { path: '/login', title: 'Sign in', heading: 'Sign in to Equal Ground' },
        { path: '/forgot-password', title: 'Forgot your password', heading: 'Forgot your password?' },
        // Without the token a mail's link carries: each says the link is incomplete.
        { path: '/reset-password', title: 'Choose a new password' },
        { path: '/verify-email', title: 'Confirm your email address' },
        { path: '/sign-in-link', title: 'Sign in with your link' },
        { path: '/confirm-email-change', title: 'Use your new email address' },
        { path: '/delete-account', title: 'Delete your account' },
        { path: '/notifications/stop-emails', title: 'Stop these emails' },
        { path: '/loading-demo', title: 'Loading Animations' },
        { path: '/donations', title: 'Donation Management' },
        { path: '/donations/receipts/no-such-receipt', title: 'Receipt Not Found' },
        { path: '/donations/manage', title: 'Manage your giving' },
        { path: '/donations/manage?token=not-a-live-link-at-all-000', title: 'Manage your giving' },
        { path: '/donations/manage/statements/2026?token=not-a-live-link-at-all-000', title: 'Statement Not Found' },
        { path: '/pages/accessibility-statement', title: 'Accessibility Statement' },
        { path: '/pages/no-such-page', title: 'Page Not Found' },
        { path: '/forms/1', title: 'Contact us' },
        { path: '/forms/999999', title: 'Form Not Found' },
        { path: '/no/such/page', title: 'Page Not Found' },
      ],
      'signed out',
    );
    await context.close();
  }, 120_000);

  it('as a member: each route, its items and its missing items likewise', async () => {
    const { page, context } = await browser.newPage();
    // Through the form: focus on arrival at the dashboard after signing in is part of what is checked.
    await signInThroughForm(page, MEMBER);
    await expectPageArrival(page, 'Dashboard', { focused: true });
    await settle(page);
    await expectTargetSizes(page, 'dashboard');
    const { article, episode, book, post } = await firstItems(page);
    await walk(
      page,
      [
        { path: '/news', title: 'News Feed' },
        { path: `/news/${article.id}`, title: article.title },
        { path: '/news/no-such-article', title: 'Article Not Found' },
        { path: '/podcasts', title: 'CripChat' },
        { path: `/podcasts/${episode.id}`, title: episode.title },
        { path: '/podcasts/999999', title: 'Episode Not Found' },
        { path: '/library', title: 'Audio Book Library' },
        { path: `/library/${book.id}`, title: book.title },
        { path: '/library/999999', title: 'Book Not Found' },
        { path: '/community', title: 'Community' },
        { path: `/community/posts/${post.id}`, title: post.title },
        { path: '/community/posts/999999', title: 'Post Not Found' },
        { path: `/members/${post.user.id}`, title: [post.user.firstName, post.user.lastName].filter(Boolean).join(' ') },
        { path: '/members/999999', title: 'Member Not Found' },
        { path: '/cms-admin', title: 'CMS Administration' },
        { path: '/account', title: 'Your Account' },
        { path: '/account/privacy', title: 'Your data and privacy' },
        { path: '/account/privacy/ready?token=not-a-live-link', title: 'This link cannot be used' },
        { path: '/account/giving/1999', title: 'Statement Not Found' },
        { path: '/messages', title: 'Messages' },
        { path: '/messages/new', title: 'New message' },
        { path: '/messages/999999', title: 'Conversation Not Found' },
        { path: '/chat', title: 'Chat' },
        { path: '/chat/1', title: 'Welcome chat room', heading: 'Welcome' },
        { path: '/chat/999999', title: 'Room Not Found' },
        { path: '/notifications', title: 'Notifications' },
        { path: '/search', title: 'Search' },
        { path: '/downloads', title: 'Downloads' },
        { path: '/saved', title: 'Saved' },
        { path: '/donations', title: 'Donation Management' },
        { path: '/loading-demo', title: 'Loading Animations' },
        { path: '/pages/accessibility-statement', title: 'Accessibility Statement' },
        { path: '/nothing-here', title: 'Page Not Found' },
        { path: '/', title: 'Dashboard', heading: `Welcome back, ${MEMBER.firstName}!` },
      ],
      'member',
    );
    await context.close();
  }, 180_000);

  it('on a phone (375 and 320 px) with the player docked: no focused control ever lies under the floating controls', async () => {
    for (const width of [375, 320]) {
      const { page, context } = await browser.newPage({ width, height: 740 });
      await signIn(page, MEMBER);
      const { episode, post } = await firstItems(page);
      await navigateInApp(page, `/podcasts/${episode.id}`);
      await page.getByRole('heading', { level: 1, name: episode.title }).waitFor();
      await page
        .locator('main')
        .getByRole('button', { name: `Play ${episode.title}` })
        .click();
      await page.getByRole('region', { name: 'Player' }).waitFor();
      const routes: Route[] = [
        { path: '/', title: 'Dashboard', heading: `Welcome back, ${MEMBER.firstName}!` },
        { path: '/news', title: 'News Feed' },
        { path: '/podcasts', title: 'CripChat' },
        { path: '/library', title: 'Audio Book Library' },
        { path: '/community', title: 'Community' },
        { path: `/community/posts/${post.id}`, title: post.title },
        { path: '/messages', title: 'Messages' },
        { path: '/account', title: 'Your Account' },
      ];
      for (const route of routes) {
        await navigateInApp(page, route.path);
        await page.getByRole('heading', { level: 1, name: route.heading ?? route.title, exact: true }).waitFor();
        await settle(page);
        await expectFocusClear(page, `${route.path} at ${width} px, docked`);
      }
      await context.close();
    }
  });

  it('as an admin: the screens that differ (CMS tabs, campaign management, moderation)', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, ADMIN);
    const { post } = await firstItems(page);
    await walk(
      page,
      [
        { path: '/cms-admin', title: 'CMS Administration' },
        { path: '/donations', title: 'Donation Management' },
        { path: `/community/posts/${post.id}`, title: post.title },
      ],
      'admin',
    );
    await context.close();
  }, 90_000);
});

// One list, one detail, one form (the comment form), the dashboard, the CMS and donations,
// in every mode and profile. Modes change only colours and sizes, never which routes exist,
// so one signed-in admin page switches mode by rewriting the saved settings.
describe('in every mode and profile', () => {
  const session: { page?: Page; close?: () => Promise<void>; paths?: string[] } = {};
  beforeAll(async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, ADMIN);
    const { article, post } = await firstItems(page);
    Object.assign(session, {
      page,
      close: () => context.close(),
      paths: ['/', '/news', `/news/${article.id}`, `/community/posts/${post.id}`, '/cms-admin', '/donations'],
    });
  });
  afterAll(() => session.close?.());

  it.each(Object.entries(MODES).filter(([mode]) => mode !== 'light'))(
    '%s: the representative screens have no axe violations',
    async (mode, settings) => {
      const page = session.page!;
      await useDisplaySettings(page, settings);
      for (const path of session.paths!) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await settle(page);
        expect(await rootClasses(page), `${mode} applied`).toEqual(expect.arrayContaining(classesFor(settings)));
        await expectAccessible(page, `${path} in ${mode}`);
      }
    },
    90_000,
  );
});
