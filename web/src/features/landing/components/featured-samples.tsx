import { mediaUrl } from '@schemas/content';
import { LANDING_IMAGES } from '@schemas/site-images';
import { Frame } from '@/components/ui/page';

type LandingImage = keyof typeof LANDING_IMAGES;

// Three featured items with fixed sample text: visitors are not signed in, and content is
// for members, so the landing page shows samples rather than real items.
const samples: { image: LandingImage; kind: string; title: string; text: string; meta: string }[] = [
  {
    image: 'podcast',
    kind: 'Podcast episode',
    title: 'CripChat: Getting the NDIS plan that fits your life',
    text: 'Maya and Tom talk plan reviews, writing goals in your own words, and what to bring to the meeting.',
    meta: '48 min listen',
  },
  {
    image: 'news',
    kind: 'News',
    title: 'Accessible taxis: what the new subsidy rules mean for you',
    text: 'From next month the wheelchair-accessible taxi subsidy changes in three states. Here is what stays the same and what does not.',
    meta: '5 min read',
  },
  {
    image: 'community',
    kind: 'Community discussion',
    title: 'Your best tips for a first day at a new job',
    text: 'Members share how they asked for adjustments, handled disclosure and found allies at work.',
    meta: '32 replies',
  },
];

export function FeaturedSamples() {
  return (
    <section aria-labelledby="featured-heading" className="bg-white py-16">
      <Frame>
        <h2 id="featured-heading" className="text-2xl font-bold text-slate-950">
          A Taste of What Members Get
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {samples.map((s) => (
            <li key={s.title} className="overflow-hidden rounded-xl border border-slate-300 bg-slate-50">
              {/* Decorative (the card's words say it all): sized so nothing shifts, loaded only near the viewport. */}
              <img
                src={mediaUrl(LANDING_IMAGES[s.image].key)}
                alt=""
                width={LANDING_IMAGES[s.image].width}
                height={LANDING_IMAGES[s.image].height}
                loading="lazy"
                decoding="async"
                className="aspect-video w-full object-cover"
              />
              <div className="p-6">
                <p className="text-sm font-semibold tracking-wide text-teal-800 uppercase">{s.kind}</p>
                <h3 className="mt-2 text-xl font-bold text-slate-950">{s.title}</h3>
                <p className="mt-2 text-slate-700">{s.text}</p>
                <p className="mt-4 text-sm font-semibold text-slate-700">{s.meta}</p>
              </div>
            </li>
          ))}
        </ul>
      </Frame>
    </section>
  );
}
