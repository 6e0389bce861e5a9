import { PageTitle } from '@/components/ui/page-title';
import { AboutBox } from '@/components/ui/states';
import { CommunityStatsCards } from '@/features/community/components/community-stats';
import { PostList } from '@/features/community/components/post-list';

export default function CommunityRoute() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-center gap-3">
        <PageTitle title="Community">Community</PageTitle>
        <span className="rounded-full bg-teal-800 px-4 py-1 font-semibold text-white">Community Forum</span>
      </div>
      <p className="mt-3 text-lg text-slate-700">Peer support, advocacy and friendship with people who get it.</p>
      <CommunityStatsCards />
      <AboutBox title="About the community">
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
      </AboutBox>
      <PostList />
    </div>
  );
}
