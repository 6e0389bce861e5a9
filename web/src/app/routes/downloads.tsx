import { Page, PageHeader } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { DownloadsList } from '@/features/offline/components/downloads-list';

/** /downloads: the episodes and books this member keeps on this device for offline listening. */
export default function DownloadsRoute() {
  return (
    <Page measure="reading">
      <PageHeader
        title={
          <PageTitle title="Downloads" id="downloads-heading">
            Downloads
          </PageTitle>
        }
        lead="Episodes and books kept on this device, to listen without a connection. Signing out removes them."
      />
      <DownloadsList />
    </Page>
  );
}
