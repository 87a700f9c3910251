import { lazy, Suspense, type ComponentType } from 'react';
import { HeroSection, StatsStrip } from '../components/hero-section';
import { StorySection } from '../components/story-section';
import { useLandingMessages } from '../locales/landing/messages';

// Below the first screen: How it Works, Features, the crime-map teaser, Testimonials, FAQ and the call to action.
const LandingMore = lazy(() => import('../components/landing-more'));

/**
 * The landing page (/). Its first-load JavaScript has a budget (see scripts/report-sizes.mjs), so only the first
 * screen is in this chunk; the rest arrives right after it renders. While it loads, the placeholder carries the
 * how-it-works id so the hero's How It Works button already has somewhere to scroll to. `mapTeaser` (the crime map's
 * teaser, composed in by app/) is loaded when the visitor scrolls near it.
 */
export default function LandingPage({ mapTeaser }: { mapTeaser?: ComponentType }) {
  const { _ } = useLandingMessages();
  return (
    <>
      <title>{_('landing.page.title')}</title>
      <HeroSection />
      <StatsStrip />
      <StorySection />
      <Suspense fallback={<div id="how-it-works" className="min-h-screen" aria-busy="true" />}>
        <LandingMore mapTeaser={mapTeaser} />
      </Suspense>
    </>
  );
}
