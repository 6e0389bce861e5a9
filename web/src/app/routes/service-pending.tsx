import { useLocation } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/lib/paths';

const names: Record<string, string> = {
  news: 'News Feed',
  podcasts: 'CripChat',
  library: 'Audio Book Library',
  community: 'Community',
  'cms-admin': 'CMS Administration',
  donations: 'Donation Management',
};

/**
 * Stands in for a service screen until its issue lands (issues 3 to 6): it says plainly
 * that the screen is not open yet instead of pretending, and offers a way back.
 */
export default function ServicePendingRoute() {
  const section = useLocation().pathname.split('/')[1] ?? '';
  const name = names[section] ?? 'This section';
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <PageTitle title={name}>{name}</PageTitle>
      <p className="mt-4 text-lg text-slate-700">This part of the portal is not open yet. We are building it now; the dashboard already shows what it holds.</p>
      <ButtonLink to={paths.home} className="mt-8">
        Back to the dashboard
      </ButtonLink>
    </div>
  );
}
