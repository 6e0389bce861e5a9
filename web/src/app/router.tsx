import { SCREEN_PATHS } from '@schemas/site-routes';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { RequireMember } from '@/features/auth/components/require-member';
import { AppLayout } from './layout/app-layout';
import { ScreenError } from './layout/screen-error';

// Every screen is its own chunk: a visitor downloads only what the screen needs.
const Home = lazy(() => import('./routes/home'));
const SignIn = lazy(() => import('./routes/sign-in'));
const ForgotPassword = lazy(() => import('./routes/forgot-password'));
const ResetPassword = lazy(() => import('./routes/reset-password'));
const VerifyEmail = lazy(() => import('./routes/verify-email'));
const SignInLink = lazy(() => import('./routes/sign-in-link'));
const ConfirmEmailChange = lazy(() => import('./routes/confirm-email-change'));
const LoadingDemo = lazy(() => import('./routes/loading-demo'));
const NotFound = lazy(() => import('./routes/not-found'));
const Donations = lazy(() => import('./routes/donations'));
const DonationReceipt = lazy(() => import('./routes/donation-receipt'));
const News = lazy(() => import('./routes/news'));
const NewsArticle = lazy(() => import('./routes/news-article'));
const Podcasts = lazy(() => import('./routes/podcasts'));
const PodcastEpisode = lazy(() => import('./routes/podcast-episode'));
const Library = lazy(() => import('./routes/library'));
const LibraryBook = lazy(() => import('./routes/library-book'));
const Community = lazy(() => import('./routes/community'));
const CommunityPost = lazy(() => import('./routes/community-post'));
const CmsAdmin = lazy(() => import('./routes/cms-admin'));
const SitePage = lazy(() => import('./routes/site-page'));
const SiteForm = lazy(() => import('./routes/site-form'));
const Account = lazy(() => import('./routes/account'));
const Member = lazy(() => import('./routes/member'));
const AccountPrivacy = lazy(() => import('./routes/account-privacy'));
const ExportReady = lazy(() => import('./routes/export-ready'));
const GivingStatement = lazy(() => import('./routes/giving-statement'));
const ManageGiving = lazy(() => import('./routes/manage-giving'));
const DeleteAccount = lazy(() => import('./routes/delete-account'));
const Messages = lazy(() => import('./routes/messages'));
const NewMessage = lazy(() => import('./routes/messages-new'));
const Conversation = lazy(() => import('./routes/messages-conversation'));
const Chat = lazy(() => import('./routes/chat'));
const ChatRoom = lazy(() => import('./routes/chat-room'));
const Notifications = lazy(() => import('./routes/notifications'));
const StopEmails = lazy(() => import('./routes/stop-emails'));
const Search = lazy(() => import('./routes/search'));
const Downloads = lazy(() => import('./routes/downloads'));
const Saved = lazy(() => import('./routes/saved'));

const memberOnly = (Screen: LazyExoticComponent<ComponentType>) => (
  <RequireMember>
    <Screen />
  </RequireMember>
);

/**
 * Every screen, by its path in the shared route table (@schemas/site-routes): the worker reads
 * the same table, so no CMS redirect can take a screen over. A screen missing here, or one not
 * in the table, does not compile. Members-only screens send anyone else to sign in.
 */
/** Every screen of the route table (worker/src/schemas/site-routes.ts), each drawn once. */
type ScreenPath = (typeof SCREEN_PATHS)[number];

const screens: Record<ScreenPath, ReactNode> = {
  '/': <Home />,
  '/login': <SignIn />,
  '/forgot-password': <ForgotPassword />,
  '/reset-password': <ResetPassword />,
  '/verify-email': <VerifyEmail />,
  '/sign-in-link': <SignInLink />,
  '/confirm-email-change': <ConfirmEmailChange />,
  '/delete-account': <DeleteAccount />,
  '/loading-demo': <LoadingDemo />,
  '/donations': <Donations />,
  '/donations/receipts/:token': <DonationReceipt />,
  '/donations/manage/*': <ManageGiving />,
  '/news': memberOnly(News),
  '/news/:id': memberOnly(NewsArticle),
  '/podcasts': memberOnly(Podcasts),
  '/podcasts/:id': memberOnly(PodcastEpisode),
  '/library': memberOnly(Library),
  '/library/:id': memberOnly(LibraryBook),
  '/community': memberOnly(Community),
  '/community/posts/:id': memberOnly(CommunityPost),
  '/cms-admin': memberOnly(CmsAdmin),
  '/account': memberOnly(Account),
  '/members/:id': memberOnly(Member),
  '/account/privacy': memberOnly(AccountPrivacy),
  '/account/privacy/ready': memberOnly(ExportReady),
  '/account/giving/:year': memberOnly(GivingStatement),
  '/messages': memberOnly(Messages),
  '/messages/new': memberOnly(NewMessage),
  '/messages/:id': memberOnly(Conversation),
  '/chat': memberOnly(Chat),
  '/chat/:id': memberOnly(ChatRoom),
  '/notifications': memberOnly(Notifications),
  '/search': memberOnly(Search),
  '/downloads': memberOnly(Downloads),
  '/saved': memberOnly(Saved),
  '/notifications/stop-emails': <StopEmails />,
  '/pages/:slug': <SitePage />,
  '/forms/:id': <SiteForm />,
};

/** Any other path is "Page Not Found". */
const routes = [
  {
    element: <AppLayout />,
    children: [
      {
        // A screen that fails to load (offline, never opened here) or to render says so inside the layout.
        errorElement: <ScreenError />,
        children: [...SCREEN_PATHS.map((path) => ({ path, element: screens[path] })), { path: '*', element: <NotFound /> }],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
