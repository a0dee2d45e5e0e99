import { TERMS_OF_USE_SECTIONS } from '../terms-of-use-sections';
import { LegalPageLayout } from './legal-page-layout';

export function TermsOfUsePage() {
  return (
    <LegalPageLayout
      title="Terms of Use"
      otherPage={{ to: '/privacy-policy', label: 'Privacy Policy' }}
      sections={TERMS_OF_USE_SECTIONS}
    />
  );
}
