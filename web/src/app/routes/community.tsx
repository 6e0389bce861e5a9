import { AboutPanel } from '@/components/ui/about-panel';
import { ListLayout, Page, PageHeader } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { useCommunityTiles } from '@/features/community/components/community-stats';
import { PostList } from '@/features/community/components/post-list';

export default function CommunityRoute() {
  const tiles = useCommunityTiles();
  const { user } = useCurrentUser();
  return (
    <Page>
      <PageHeader
        title={
          <>
            <PageTitle title="Community">Community</PageTitle>
            <span className="rounded-full bg-teal-800 px-4 py-1 font-semibold text-white">Community Forum</span>
          </>
        }
      />
      <ListLayout
        aside={
          <AboutPanel title="About the Community" intro="Peer support, advocacy and friendship with people who get it." tiles={tiles}>
            <ul className="list-disc space-y-1 pl-5">
              <li>
                <strong>An inclusive community:</strong> everyone is welcome, whatever their disability, identity or background.
              </li>
              <li>
                <strong>Open discussions:</strong> share news, questions and stories; use a content warning for hard topics.
              </li>
              <li>
                <strong>Peer support:</strong> moderators read every report. In a crisis, call Lifeline on 13 11 14.
              </li>
            </ul>
          </AboutPanel>
        }
      >
        <PostList canPost={Boolean(user?.emailVerified)} />
      </ListLayout>
    </Page>
  );
}
