import { PRIVACY_POLICY_SECTIONS } from '../privacy-policy-sections';
import { LegalPageLayout } from './legal-page-layout';

export function PrivacyPolicyPage() {
  return (
    <LegalPageLayout
      title="Privacy Policy"
      otherPage={{ to: '/terms-of-use', label: 'Terms of Use' }}
      sections={PRIVACY_POLICY_SECTIONS}
    />
  );
}
