import type { ComponentType } from 'react';
import { HowItWorks } from './how-it-works';
import { CallToAction, FeaturesSection } from './landing-sections';
import { CrimeMapTeaserSlot } from './crime-map-teaser-slot';
import { TestimonialsSection } from './testimonials-section';
import { FaqSection } from './faq-section';
import { PartReady } from '../../../components/part-ready';

/**
 * Everything of the landing page below the first screen. It is a chunk of its own that the page requests as soon as
 * it renders, so the first screen (hero, figures, Our Story) paints without waiting for it.
 */
export default function LandingMore({ mapTeaser }: { mapTeaser?: ComponentType }) {
  return (
    <>
      <HowItWorks />
      <FeaturesSection />
      <CrimeMapTeaserSlot teaser={mapTeaser} />
      <TestimonialsSection />
      <FaqSection />
      <CallToAction />
      <PartReady />
    </>
  );
}
