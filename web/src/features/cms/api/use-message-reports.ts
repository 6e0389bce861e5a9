import { client, read, type Data, type JsonBody } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

// The editors' queue of reported private messages (beside the forum's reports), and the members
// whose messaging an editor suspended from it.

const reports = client.api.cms['message-reports'];
const suspensions = client.api.cms['messaging-suspensions'];

export type MessageReport = Data<typeof reports.$get>[number];
export type MessageReportAction = JsonBody<(typeof reports)[':id']['$patch']>['action'];

export const useMessageReports = (status: NonNullable<NonNullable<Parameters<typeof reports.$get>[0]>['query']['status']>) =>
  useApi(reports, { query: { status } });

export const actOnMessageReport = (id: number, action: MessageReportAction) =>
  read(reports[':id'].$patch({ param: { id: String(id) }, json: { action } }));

export const useMessagingSuspensions = () => useApi(suspensions);

export const liftMessagingSuspension = (memberId: number) =>
  read(client.api.cms.members[':memberId']['messaging-suspension'].$delete({ param: { memberId: String(memberId) } }));
