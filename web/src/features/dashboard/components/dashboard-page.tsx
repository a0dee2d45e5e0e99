import { planOrFree } from '@doclens/api';
import { useNavigate } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useSession } from '../../auth/queries/use-session';
import { SharedWithYou } from '../../generated-document-editor/components/shared-with-you';
import { UploadPanel } from '../../upload/components/upload-panel';
import { GeneratorCard } from './generator-card';
import { RecentDocuments } from './recent-documents';
import { StatsCard } from './stats-card';
import { UpgradeCard } from './upgrade-card';
import { VerificationBanner } from './verification-banner';

export function DashboardPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  // The signed-in routes only render with a user; this keeps the types honest.
  if (!user) return null;
  const plan = planOrFree(user.plan);
  return (
    <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold sm:text-3xl">Welcome back, {user.firstName || user.name}!</h1>
      {!user.emailVerified && <VerificationBanner email={user.email} />}
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle className="text-lg">Upload a Document</CardTitle>
          </CardHeader>
          <CardContent>
            <UploadPanel onUploaded={(documentId) => navigate(`/document-type-selection/${documentId}`)} />
          </CardContent>
        </Card>
        <div className="grid content-start gap-6">
          <StatsCard plan={plan} />
          <GeneratorCard plan={plan} />
          {plan === 'free' && <UpgradeCard />}
        </div>
      </div>
      {/* Only enterprise accounts receive shares; other plans are spared the request. */}
      {plan === 'enterprise' && <SharedWithYou />}
      <RecentDocuments />
    </main>
  );
}
