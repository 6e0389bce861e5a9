import { Page, PageHeader } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { LoadingDemo } from '@/features/loading-demo/components/loading-demo';

export default function LoadingDemoRoute() {
  return (
    <Page>
      <PageHeader
        title={<PageTitle title="Loading Animations">Loading Animations</PageTitle>}
        lead="The loading states used across the portal. Each one tells screen readers what is loading, and they stay still when your device asks for reduced motion."
      />
      <div className="mt-10">
        <LoadingDemo />
      </div>
    </Page>
  );
}
