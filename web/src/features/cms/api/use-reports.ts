import { client, read, type Data, type JsonBody } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

// The moderators' queue of reported posts and comments. Hiding and deleting what was
// reported are the community's own calls (web/src/lib/moderation.ts).

const reports = client.api.community.reports;

export type Report = Data<typeof reports.$get>[number];
export type ReportStatus = NonNullable<NonNullable<Parameters<typeof reports.$get>[0]>['query']['status']>;

export const useReports = (status: ReportStatus) => useApi(reports, { query: { status } });

export const resolveReport = (id: number, status: JsonBody<(typeof reports)[':id']['$patch']>['status']) =>
  read(reports[':id'].$patch({ param: { id: String(id) }, json: { status } }));
