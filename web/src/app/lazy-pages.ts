import { lazy } from 'react';

/** One chunk per page, loaded when its route is first visited. */
export const LandingPage = lazy(() =>
  import('../features/landing/components/landing-page').then((m) => ({ default: m.LandingPage })),
);
export const HomePage = lazy(() =>
  import('../features/upload/components/home-page').then((m) => ({ default: m.HomePage })),
);
export const AuthPage = lazy(() =>
  import('../features/auth/components/auth-page').then((m) => ({ default: m.AuthPage })),
);
export const VerifyEmailPage = lazy(() =>
  import('../features/auth/components/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })),
);
export const DashboardPage = lazy(() =>
  import('../features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
export const DocumentPage = lazy(() => import('./document-view-page').then((m) => ({ default: m.DocumentViewPage })));
export const DocumentTypeSelectionPage = lazy(() =>
  import('../features/documents/components/document-type-selection-page').then((m) => ({
    default: m.DocumentTypeSelectionPage,
  })),
);
export const DocumentEditPage = lazy(() =>
  import('../features/document-editor/components/document-edit-page').then((m) => ({ default: m.DocumentEditPage })),
);
export const DocumentDashboardPage = lazy(() =>
  import('../features/document-dashboard/components/document-dashboard-page').then((m) => ({
    default: m.DocumentDashboardPage,
  })),
);
export const PricingPage = lazy(() =>
  import('../features/pricing/components/pricing-page').then((m) => ({ default: m.PricingPage })),
);
export const CheckoutPage = lazy(() =>
  import('../features/pricing/components/checkout-page').then((m) => ({ default: m.CheckoutPage })),
);
export const TestCheckoutPage = lazy(() =>
  import('../features/checkout/components/test-checkout-page').then((m) => ({ default: m.TestCheckoutPage })),
);
export const PrivacyPolicyPage = lazy(() =>
  import('../features/legal/components/privacy-policy-page').then((m) => ({ default: m.PrivacyPolicyPage })),
);
export const TermsOfUsePage = lazy(() =>
  import('../features/legal/components/terms-of-use-page').then((m) => ({ default: m.TermsOfUsePage })),
);
export const TemplateGeneratorPage = lazy(() =>
  import('../features/generator/components/template-generator-page').then((m) => ({
    default: m.TemplateGeneratorPage,
  })),
);
export const GeneratedDocumentEditorPage = lazy(() =>
  import('../features/generated-document-editor/components/generated-document-editor-page').then((m) => ({
    default: m.GeneratedDocumentEditorPage,
  })),
);
export const BulkUploadPage = lazy(() =>
  import('../features/bulk/components/bulk-upload-page').then((m) => ({ default: m.BulkUploadPage })),
);
export const AccountPage = lazy(() =>
  import('../features/account/components/account-page').then((m) => ({ default: m.AccountPage })),
);
export const ReferralsPage = lazy(() =>
  import('../features/referrals/components/referrals-page').then((m) => ({ default: m.ReferralsPage })),
);
export const AdminPage = lazy(() =>
  import('../features/admin/components/admin-page').then((m) => ({ default: m.AdminPage })),
);
export const AdminPlanUpdatePage = lazy(() =>
  import('../features/admin/components/admin-plan-update-page').then((m) => ({ default: m.AdminPlanUpdatePage })),
);
export const NotFoundPage = lazy(() =>
  import('../features/not-found/components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
