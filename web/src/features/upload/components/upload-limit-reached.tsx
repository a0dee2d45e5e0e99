import { PLANS } from '@doclens/api';
import { AlertCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import type { TriedDocumentInAccount } from '../queries/use-tried-document';

/**
 * The red panel shown instead of the drop zone once the month's uploads are used up. A user whose
 * preview from before signing up used the month is told so, with the way to it.
 */
export function UploadLimitReached({
  usageLabel,
  triedDocument,
}: {
  usageLabel: string;
  triedDocument?: TriedDocumentInAccount | null;
}) {
  const pro = PLANS.pro;
  return (
    <div className="grid gap-4 rounded-lg border-2 border-red-300 bg-red-50 p-6 text-center text-red-900">
      <AlertCircle className="mx-auto h-10 w-10 text-red-600" aria-hidden="true" />
      <h2 className="text-lg font-semibold">Monthly upload limit reached</h2>
      <p>You've used {usageLabel} uploads this month</p>
      {triedDocument && (
        <p className="rounded-md bg-white p-3 text-sm text-slate-900">
          The document you tried before signing up is in your account and counts as this month's upload.{' '}
          <Link to={`/document/${triedDocument.id}`} className="font-medium text-primary underline underline-offset-2">
            Open {triedDocument.originalName}
          </Link>
        </p>
      )}
      <Button asChild variant="destructive" className="mx-auto">
        <Link to="/pricing">Upgrade to Upload More</Link>
      </Button>
      <p className="rounded-md bg-orange-100 p-3 text-sm text-orange-800">
        The free plan allows {PLANS.free.monthlyDocuments} upload per month. Pro includes {pro.monthlyDocuments} uploads
        plus document generation for ${pro.priceUsdPerMonth}/month.
      </p>
    </div>
  );
}
