import { ButtonAnchor } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icons';
import { paths } from '@/lib/paths';
import { site } from '@/lib/site';
import { Frame } from '@/components/ui/page';

const services = [
  {
    icon: 'news' as IconName,
    title: site.services.news,
    text: 'Australian disability news, policy and stories, written for easy reading.',
    action: 'Read Latest News',
  },
  {
    icon: 'mic' as IconName,
    title: site.services.podcast,
    text: 'Our weekly podcast about everything disability, with full transcripts.',
    action: 'Listen Now',
  },
  {
    icon: 'headphones' as IconName,
    title: site.services.library,
    text: 'Accessible audiobooks and resources for people with vision or motor impairments. Free for members.',
    action: 'Browse Library',
  },
  {
    icon: 'community' as IconName,
    title: site.services.community,
    text: 'A moderated forum for peer support, advocacy and friendship.',
    action: 'Join Community',
  },
];

export function ServiceCards() {
  return (
    <Frame as="section" aria-labelledby="services-heading" className="py-16">
      <h2 id="services-heading" className="text-2xl font-bold text-slate-950">
        Four Services, One Membership
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {services.map((s) => (
          <li key={s.title} className="flex flex-col rounded-xl border border-slate-300 bg-white p-6 shadow-sm">
            <span className="flex size-14 items-center justify-center rounded-full bg-violet-100 text-violet-900">
              <Icon name={s.icon} className="size-8" />
            </span>
            <h3 className="mt-4 text-xl font-bold text-slate-950">{s.title}</h3>
            <p className="mt-2 flex-1 text-slate-700">{s.text}</p>
            <ButtonAnchor href={paths.login} className="mt-6" aria-label={`${s.action}: sign in to ${s.title}`}>
              {s.action}
            </ButtonAnchor>
          </li>
        ))}
      </ul>
    </Frame>
  );
}
