// What each CMS table tab says: its heading, what it is for, its New button, and its list's
// states. Kept together so the tabs read alike and their words are edited in one place.

type Words = {
  header: { title: string; text: string; action: string };
  list: { what: string; emptyTitle: string; emptyText: string };
};

export const TAB_WORDS = {
  pages: {
    header: { title: 'Pages', text: "The site's own pages, public at /pages/{slug} once published.", action: 'New Page' },
    list: { what: 'pages', emptyTitle: 'No pages yet', emptyText: 'Create the first page with New Page.' },
  },
  templates: {
    header: { title: 'Templates', text: 'Page bodies to start from: choose one when creating a page.', action: 'New Template' },
    list: { what: 'templates', emptyTitle: 'No templates yet', emptyText: 'Create a template with New Template.' },
  },
  forms: {
    header: { title: 'Forms', text: 'Forms visitors fill in at /forms/{id}. View a form to read its submissions.', action: 'New Form' },
    list: { what: 'forms', emptyTitle: 'No forms yet', emptyText: 'Create one with New Form.' },
  },
  menus: {
    header: { title: 'Menus', text: 'Lists of links. The active footer menu is shown at the foot of every page.', action: 'New Menu' },
    list: { what: 'menus', emptyTitle: 'No menus yet', emptyText: 'Create one with New Menu.' },
  },
  news: {
    header: { title: 'News', text: "Articles in the members' News Feed. Drafts are kept here until published.", action: 'New Article' },
    list: { what: 'news articles', emptyTitle: 'No articles yet', emptyText: 'Write the first one with New Article.' },
  },
  episodes: {
    header: {
      title: 'Episodes',
      text: "The CripChat podcast's episodes, newest first. Drafts are kept here until published.",
      action: 'New Episode',
    },
    list: { what: 'podcast episodes', emptyTitle: 'No episodes yet', emptyText: 'Add the first one with New Episode.' },
  },
  audiobooks: {
    header: {
      title: 'Audiobooks',
      text: "The Audio Library's books, newest first. Drafts are kept here until published.",
      action: 'New Audiobook',
    },
    list: { what: 'audiobooks', emptyTitle: 'No audiobooks yet', emptyText: 'Add the first one with New Audiobook.' },
  },
} satisfies Record<string, Words>;

export type TableWords = Words;
