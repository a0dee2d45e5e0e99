import { lazy, Suspense } from 'react';
import { SiteFooter } from '../../legal/components/site-footer';
import { FeatureCards } from './feature-cards';
import { HeroSection } from './hero-section';
import { LandingUploadSection } from './landing-upload-section';
import { PricingSection } from './pricing-section';

// The feedback form sits at the foot of the page with its own form and validation libraries:
// loading it separately keeps them out of the landing page's first download.
const FeedbackForm = lazy(() =>
  import('../../feedback/components/feedback-form').then((module) => ({ default: module.FeedbackForm })),
);

/** The signed-out home page (spec part 1 §2 'Landing page'); uploads here are anonymous until sign-in. */
export function LandingPage() {
  return (
    <>
      <main className="grid gap-20 pb-20">
        <HeroSection />
        <LandingUploadSection />
        <FeatureCards />
        <PricingSection />
      </main>
      <SiteFooter>
        <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the feedback form…</p>}>
          <FeedbackForm />
        </Suspense>
      </SiteFooter>
    </>
  );
}
