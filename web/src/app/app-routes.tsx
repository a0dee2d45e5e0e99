import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useParams, useSearchParams } from 'react-router';
import { SiteLayout } from '../components/layout/site-layout';
import { signedInAuthTarget } from '../features/auth/auth-view';
import { useSession } from '../features/auth/queries/use-session';
import * as Pages from './lazy-pages';
import { LoadingScreen } from './loading-screen';

/** Spec part 1 §2: two route sets, picked by whether the session has a user. */
export function AppRoutes() {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingScreen />;
  return <Suspense fallback={<LoadingScreen />}>{user ? <SignedInRoutes /> : <SignedOutRoutes />}</Suspense>;
}

function SignedOutRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="/" element={<Pages.LandingPage />} />
        <Route path="/auth" element={<Pages.AuthPage />} />
        <Route path="/pricing" element={<Pages.PricingPage />} />
        <Route path="/verify-email" element={<Pages.VerifyEmailPage />} />
      </Route>
      <Route path="/privacy-policy" element={<Pages.PrivacyPolicyPage />} />
      <Route path="/terms-of-use" element={<Pages.TermsOfUsePage />} />
      <Route path="*" element={<SignedOutFallback />} />
    </Routes>
  );
}

/** A signed-out visitor is sent home, except under /document/ where they see the 404 page. */
function SignedOutFallback() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/document/')) return <Pages.NotFoundPage />;
  return <Navigate to="/" replace />;
}

function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="/" element={<Pages.HomePage />} />
        <Route path="/auth" element={<SignedInAuthRedirect />} />
        <Route path="/dashboard" element={<Pages.DashboardPage />} />
        <Route path="/template-generator" element={<Pages.TemplateGeneratorPage />} />
        <Route path="/bulk-upload" element={<Pages.BulkUploadPage />} />
        <Route path="/generated-document-editor/:id" element={<Pages.GeneratedDocumentEditorPage />} />
        <Route path="/generated-documents" element={<Navigate to="/documents?filter=generated" replace />} />
        <Route path="/account" element={<Pages.AccountPage />} />
        <Route path="/referrals" element={<Pages.ReferralsPage />} />
        <Route path="/document/:id" element={<Pages.DocumentPage />} />
        <Route path="/document-type-selection/:id" element={<Pages.DocumentTypeSelectionPage />} />
        <Route path="/documents" element={<Pages.DocumentDashboardPage />} />
        <Route path="/documents/:id" element={<DocumentLinkRedirect />} />
        <Route path="/documents/:id/edit" element={<Pages.DocumentEditPage />} />
        <Route path="/pricing" element={<Pages.PricingPage />} />
        <Route path="/checkout" element={<Pages.CheckoutPage />} />
        <Route path="/checkout/test" element={<Pages.TestCheckoutPage />} />
        <Route path="/admin-plan-update" element={<Pages.AdminPlanUpdatePage />} />
        <Route path="/admin" element={<Pages.AdminPage />} />
        <Route path="/verify-email" element={<Pages.VerifyEmailPage />} />
      </Route>
      <Route path="/privacy-policy" element={<Pages.PrivacyPolicyPage />} />
      <Route path="/terms-of-use" element={<Pages.TermsOfUsePage />} />
      <Route path="*" element={<Pages.NotFoundPage />} />
    </Routes>
  );
}

/** A signed-in user on /auth goes home, or on to checkout when they came to buy a paid plan. */
function SignedInAuthRedirect() {
  const [searchParams] = useSearchParams();
  return <Navigate to={signedInAuthTarget(searchParams)} replace />;
}

/** Spec part 1 §2 links to /documents/{id}; the document view lives at /document/{id}. */
function DocumentLinkRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/document/${encodeURIComponent(id)}`} replace />;
}
