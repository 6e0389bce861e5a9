import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
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

/** Every screen's path. Members-only screens send anyone else to sign in; any other path is "Page Not Found". */
const routes = [
  {
    element: <AppLayout />,
    children: [
      {
        // A screen that fails to load (offline, never opened here) or to render says so inside the layout.
        errorElement: <ScreenError />,
        children: [
          { path: '/', element: <Home /> },
          { path: '/login', element: <SignIn /> },
          // The pages the worker's mails link to: public, and open to a signed-in member too (a
          // verification link opened while signed in, a password changed from a shared computer).
          { path: '/forgot-password', element: <ForgotPassword /> },
          { path: '/reset-password', element: <ResetPassword /> },
          { path: '/verify-email', element: <VerifyEmail /> },
          { path: '/sign-in-link', element: <SignInLink /> },
          { path: '/confirm-email-change', element: <ConfirmEmailChange /> },
          { path: '/delete-account', element: <DeleteAccount /> },
          { path: '/loading-demo', element: <LoadingDemo /> },
          // Public, signed in or not: anyone may see the campaigns, give, and open a receipt link.
          { path: '/donations', element: <Donations /> },
          { path: '/donations/receipts/:token', element: <DonationReceipt /> },
          { path: '/donations/manage/*', element: <ManageGiving /> },
          { path: '/news', element: memberOnly(News) },
          { path: '/news/:id', element: memberOnly(NewsArticle) },
          { path: '/podcasts', element: memberOnly(Podcasts) },
          { path: '/podcasts/:id', element: memberOnly(PodcastEpisode) },
          { path: '/library', element: memberOnly(Library) },
          { path: '/library/:id', element: memberOnly(LibraryBook) },
          { path: '/community', element: memberOnly(Community) },
          { path: '/community/posts/:id', element: memberOnly(CommunityPost) },
          { path: '/cms-admin', element: memberOnly(CmsAdmin) },
          { path: '/account', element: memberOnly(Account) },
          { path: '/members/:id', element: memberOnly(Member) },
          { path: '/account/privacy', element: memberOnly(AccountPrivacy) },
          { path: '/account/privacy/ready', element: memberOnly(ExportReady) },
          { path: '/account/giving/:year', element: memberOnly(GivingStatement) },
          { path: '/messages', element: memberOnly(Messages) },
          { path: '/messages/new', element: memberOnly(NewMessage) },
          { path: '/messages/:id', element: memberOnly(Conversation) },
          { path: '/chat', element: memberOnly(Chat) },
          { path: '/chat/:id', element: memberOnly(ChatRoom) },
          { path: '/notifications', element: memberOnly(Notifications) },
          { path: '/search', element: memberOnly(Search) },
          { path: '/downloads', element: memberOnly(Downloads) },
          { path: '/saved', element: memberOnly(Saved) },
          // From a notification mail: works signed out (the link's secret is the proof).
          { path: '/notifications/stop-emails', element: <StopEmails /> },
          // Pages and forms published from the CMS are public, signed in or not.
          { path: '/pages/:slug', element: <SitePage /> },
          { path: '/forms/:id', element: <SiteForm /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
