import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../ui/button';
import { DocumentStateCard } from './document-state-card';

/** A document page that only a signed-in user may see: says so and leads to the sign-in page. */
export function SignInRequiredCard({ title, description }: { title: string; description: string }) {
  return (
    <DocumentStateCard icon={LogIn} title={title} description={description}>
      <Button asChild>
        <Link to="/auth">Sign In</Link>
      </Button>
    </DocumentStateCard>
  );
}
