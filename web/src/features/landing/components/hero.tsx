import { ButtonAnchor, ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/lib/paths';
import { site } from '@/lib/site';
import { Frame } from '@/components/ui/page';

/** The organisation's marketing figures: fixed text, not live counts. */
const figures = [
  { value: '2,847', label: 'members' },
  { value: '213', label: 'episodes' },
  { value: '500+', label: 'resources' },
];

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-br from-violet-950 via-violet-900 to-teal-900 text-white">
      <Frame className="grid items-center gap-10 py-16 md:grid-cols-[3fr_2fr] md:py-24">
        <div>
          <p className="font-semibold tracking-wide text-amber-200 uppercase">
            {site.name} · since {site.founded}
          </p>
          <div id="hero-heading">
            <PageTitle title={`${site.name}: the disability community's portal`} className="mt-3 !text-white sm:!text-5xl">
              We're For a Fair, Dignified and Equal Society for All People with Disabilities
            </PageTitle>
          </div>
          <p className="mt-6 max-w-2xl text-lg text-violet-100">
            News that matters to us, a weekly podcast about everything disability, a free library of accessible audiobooks, and a community
            where you belong.
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <ButtonAnchor href={paths.join} variant="light">
              Become a Member
            </ButtonAnchor>
            <ButtonLink to={paths.loadingDemo} variant="outline-light">
              View Loading Demos
            </ButtonLink>
          </div>
        </div>
        <figure className="rounded-2xl bg-white/10 p-6">
          <figcaption className="font-semibold text-amber-200">Our community in numbers</figcaption>
          {/* Each figure as wide as its own text, wrapping to the next line when the row is full:
              three fixed columns made "2,847" run into "213" on a 320 px phone. */}
          <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-3 md:flex-col">
            {figures.map((f) => (
              <div key={f.label} className="flex flex-col-reverse">
                <dt className="text-violet-100">{f.label}</dt>
                <dd className="text-2xl font-bold text-amber-200 sm:text-4xl">{f.value}</dd>
              </div>
            ))}
          </dl>
          {/* The portal holds only part of this (the dashboard counts what is in it), so say what the figures count. */}
          <p className="mt-4 text-sm text-violet-100">
            The whole organisation's totals: everyone who has joined, every CripChat episode we have recorded, and the books and resources
            in our collection, including those not yet in this portal.
          </p>
        </figure>
      </Frame>
    </section>
  );
}
