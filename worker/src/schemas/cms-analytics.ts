// The CMS overview's figures.

export type CmsAnalyticsSummary = {
  totalPages: number;
  publishedPages: number;
  totalViews: number;
  viewsThisWeek: number;
  totalSubmissions: number;
  newSubmissions: number;
};
