import { ButtonAnchor } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { site } from '@/lib/site';
import { Frame } from '@/components/ui/page';

const values = [
  { title: 'Community-Driven', text: 'Members shape what we publish, produce and campaign for. Nothing about us without us.' },
  { title: 'Authentic Representation', text: 'Disabled writers, hosts and narrators tell our stories in our own words.' },
  {
    title: 'Accessibility First',
    text: 'Every screen works with a screen reader, a switch or a keyboard, and every episode has a transcript.',
  },
];

export function Mission() {
  return (
    <>
      <Frame as="section" id="our-mission" tabIndex={-1} aria-labelledby="mission-heading" className="py-16 outline-none">
        <h2 id="mission-heading" className="text-2xl font-bold text-slate-950">
          Our Mission
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-slate-800">
          Since {site.founded}, {site.name} has been a place of belonging and connection for the Australian disability community. We share
          news that affects our lives, make media by and for disabled people, and build a community where everyone can take part, whatever
          their access needs.
        </p>
      </Frame>
      <section aria-labelledby="values-heading" className="bg-violet-50 py-16">
        <Frame>
          <h2 id="values-heading" className="text-2xl font-bold text-slate-950">
            What We Value
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {values.map((v) => (
              <li key={v.title} className="rounded-xl bg-white p-6 shadow-sm">
                <h3 className="text-xl font-bold text-violet-900">{v.title}</h3>
                <p className="mt-2 text-slate-700">{v.text}</p>
              </li>
            ))}
          </ul>
        </Frame>
      </section>
      <Frame as="section" aria-labelledby="join-heading" className="py-16">
        <div className="rounded-2xl bg-teal-900 p-10 text-center text-white">
          <h2 id="join-heading" className="text-2xl font-bold">
            Join Our Mission
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-teal-50">
            Membership is free. Listen, read, share your story and help us build a fairer Australia.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <ButtonAnchor href={paths.join} variant="light">
              Become a Member
            </ButtonAnchor>
            <a
              href="#our-mission"
              className="inline-flex min-h-11 items-center rounded-lg border-2 border-white px-5 font-semibold hover:bg-white/10"
            >
              Learn More
            </a>
          </div>
        </div>
      </Frame>
    </>
  );
}
