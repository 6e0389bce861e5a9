import { FeaturedSamples } from '@/features/landing/components/featured-samples';
import { Hero } from '@/features/landing/components/hero';
import { Mission } from '@/features/landing/components/mission';
import { ServiceCards } from '@/features/landing/components/service-cards';

export default function LandingRoute() {
  return (
    <>
      <Hero />
      <ServiceCards />
      <FeaturedSamples />
      <Mission />
    </>
  );
}
