import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { CmsAdmin } from '@/features/cms/components/cms-admin';
import { EditorsOnly } from '@/features/cms/components/editors-only';
import { Page } from '@/components/ui/page';

/** The worker refuses members every CMS call (403); the screen says so before they try. */
export default function CmsAdminRoute() {
  const { user } = useCurrentUser();
  return <Page>{user && user.role !== 'member' ? <CmsAdmin viewer={user} /> : <EditorsOnly />}</Page>;
}
