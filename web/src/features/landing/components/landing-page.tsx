import { FeedbackForm } from '../../feedback/components/feedback-form';
import { SiteFooter } from '../../legal/components/site-footer';
import { FeatureCards } from './feature-cards';
import { HeroSection } from './hero-section';
import { LandingUploadSection } from './landing-upload-section';
import { PricingSection } from './pricing-section';

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
        <FeedbackForm />
      </SiteFooter>
    </>
  );
}
