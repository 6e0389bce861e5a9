/** Every URL the SPA links to, in one place. */
export const paths = {
  home: '/',
  news: '/news',
  article: (id: number | string) => `/news/${id}`,
  podcasts: '/podcasts',
  episode: (id: number | string) => `/podcasts/${id}`,
  library: '/library',
  downloads: '/downloads',
  book: (id: number | string) => `/library/${id}`,
  community: '/community',
  search: (q = '') => (q ? `/search?q=${encodeURIComponent(q)}` : '/search'),
  post: (id: number | string) => `/community/posts/${id}`,
  /** Where a forum draft continues (decision 0038): the form it was written in opens with it. */
  draft: (d: { postId: number | null; replyToId: number | null }) =>
    d.postId === null
      ? '/community?draft=new'
      : `/community/posts/${d.postId}?${d.replyToId === null ? 'draft=comment' : `reply=${d.replyToId}`}`,
  member: (id: number | string) => `/members/${id}`,
  /** The member's saved forum posts and comments (issue 20). */
  saved: '/saved',
  cmsAdmin: '/cms-admin',
  cmsTab: (tab: string) => `/cms-admin?tab=${encodeURIComponent(tab)}`,
  sitePage: (slug: string) => `/pages/${slug}`,
  siteForm: (id: number | string) => `/forms/${id}`,
  donations: '/donations',
  givingStatement: (year: number) => `/account/giving/${year}`,
  manageGiving: '/donations/manage',
  donationReceipt: (token: string) => `/donations/receipts/${encodeURIComponent(token)}`,
  loadingDemo: '/loading-demo',
  account: '/account',
  notifications: '/notifications',
  accountPrivacy: '/account/privacy',
  /** The page the "confirm deleting your account" mail links to (worker: services/account-deletion.ts). */
  deleteAccount: '/delete-account',
  privacyPage: '/pages/privacy-policy',
  /** File downloads and a worker page: links, never fetches. */
  dataExport: '/api/account/export',
  dataExportReadable: '/api/account/export/readable',
  signInPage: '/login',
  /** Sign-in that opens on "Email me a sign-in link", for members who find passwords hard. */
  signInByEmailLink: '/login?link=1',
  // The pages the worker's mails link to (worker/src/accounts/services/account-email.ts, pagePaths).
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  signInLink: '/sign-in-link',
  confirmEmailChange: '/confirm-email-change',
  // Full-page navigations, never fetches: the worker answers with redirects and sign-in pages.
  login: '/api/login',
  /** Sign-in that opens on the create-account form ("Become a Member"). */
  join: '/api/login?join=1',
  logout: '/api/logout',
} as const;
