import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CurrentUser } from '@/lib/api-types';

/** What every tab panel is given by the CMS screen. */
export type TabProps = {
  /** The create dialog is open (?new=1): from the tab's own New button or from Quick Actions. */
  creating: boolean;
  onCreate: () => void;
  onCreateDone: () => void;
};

/** The signed-in editor or admin, also given to every panel (the Members tab offers only what the worker lets them do). */
export type ViewerProps = { viewer: CurrentUser };

export type CmsTab = {
  id: string;
  label: string;
  /** The Quick Actions entry that opens this tab's create dialog. */
  action: string;
  adminOnly?: boolean;
  Panel: LazyExoticComponent<ComponentType<TabProps & ViewerProps>>;
};

// The six site-content tabs (pages to media) first, then the member services' content, the
// report queue, the members (editors without addresses) and (admins only) the audit log. Each panel is its own chunk.
export const CMS_TABS: CmsTab[] = [
  { id: 'pages', label: 'Pages', action: 'New page', Panel: lazy(() => import('./tabs/pages-tab')) },
  { id: 'templates', label: 'Templates', action: 'New template', Panel: lazy(() => import('./tabs/templates-tab')) },
  { id: 'forms', label: 'Forms', action: 'New form', Panel: lazy(() => import('./tabs/forms-tab')) },
  { id: 'menus', label: 'Menus', action: 'New menu', Panel: lazy(() => import('./tabs/menus-tab')) },
  { id: 'redirects', label: 'Redirects', action: 'New redirect', Panel: lazy(() => import('./tabs/redirects-tab')) },
  { id: 'media', label: 'Media', action: 'Upload Media', Panel: lazy(() => import('./tabs/media-tab')) },
  { id: 'news', label: 'News', action: 'New news article', Panel: lazy(() => import('./tabs/news-tab')) },
  { id: 'episodes', label: 'Episodes', action: 'New podcast episode', Panel: lazy(() => import('./tabs/episodes-tab')) },
  { id: 'audiobooks', label: 'Audiobooks', action: 'New audiobook', Panel: lazy(() => import('./tabs/audiobooks-tab')) },
  { id: 'reports', label: 'Reports', action: '', Panel: lazy(() => import('./tabs/reports-tab')) },
  { id: 'message-reports', label: 'Message Reports', action: '', Panel: lazy(() => import('./tabs/message-reports-tab')) },
  { id: 'chat-rooms', label: 'Chat Rooms', action: 'New chat room', Panel: lazy(() => import('./tabs/chat-rooms-tab')) },
  { id: 'members', label: 'Members', action: '', Panel: lazy(() => import('./tabs/members-tab')) },
  { id: 'audit', label: 'Audit Log', action: '', adminOnly: true, Panel: lazy(() => import('./tabs/audit-tab')) },
];
