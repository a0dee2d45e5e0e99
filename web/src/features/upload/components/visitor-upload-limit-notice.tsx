import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/**
 * A visitor's uploads are limited per hour (the gateway's 429 says how many, and that an account
 * analyses more). The toast goes away after 5 s; this stays, with the way to sign up.
 */
export function VisitorUploadLimitNotice({ message }: { message: string | undefined }) {
  return (
    <div
      role="alert"
      aria-labelledby="visitor-upload-limit-title"
      className="grid gap-3 rounded-lg border border-orange-300 bg-orange-50 p-4 text-orange-900"
    >
      <p id="visitor-upload-limit-title" className="font-semibold">
        Upload limit reached
      </p>
      <p className="text-sm">{message ?? 'Visitors can upload only a few documents an hour.'}</p>
      <Button asChild className="justify-self-start">
        <Link to="/auth?plan=free">Create a free account</Link>
      </Button>
    </div>
  );
}
