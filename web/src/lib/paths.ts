/** Every URL the SPA links to, in one place. */
export const paths = {
  home: '/',
  news: '/news',
  article: (id: number | string) => `/news/${id}`,
  podcasts: '/podcasts',
  episode: (id: number | string) => `/podcasts/${id}`,
  library: '/library',
  book: (id: number | string) => `/library/${id}`,
  community: '/community',
  post: (id: number | string) => `/community/posts/${id}`,
  cmsAdmin: '/cms-admin',
  donations: '/donations',
  loadingDemo: '/loading-demo',
  signInPage: '/login',
  // Full-page navigations handled by the worker (SPEC section 2).
  login: '/api/login',
  logout: '/api/logout',
} as const;
