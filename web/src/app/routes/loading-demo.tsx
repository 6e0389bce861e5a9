import { PageTitle } from '@/components/ui/page-title';
import { LoadingDemo } from '@/features/loading-demo/components/loading-demo';

export default function LoadingDemoRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageTitle title="Loading animations">Loading animations</PageTitle>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        The loading states used across the portal. Each one tells screen readers what is loading, and they stay still when your device asks
        for reduced motion.
      </p>
      <div className="mt-10">
        <LoadingDemo />
      </div>
    </div>
  );
}
