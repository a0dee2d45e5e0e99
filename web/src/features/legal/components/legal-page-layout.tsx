import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/layout/skip-link';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../auth/queries/use-session';
import { PRODUCT_NAME } from '../contact-details';
import type { LegalSection } from '../legal-section';
import { SiteFooter } from './site-footer';

interface LegalPageLayoutProps {
  title: string;
  otherPage: { to: string; label: string };
  sections: readonly LegalSection[];
}

/** Spec part 2 §2 'Legal pages': back link, link to the other page, Sign In, 'Last updated', numbered sections. */
export function LegalPageLayout({ title, otherPage, sections }: LegalPageLayoutProps) {
  const { user } = useSession();
  // The spec shows the current date as the 'Last updated' date.
  const lastUpdated = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="border-b">
        <nav
          aria-label="Legal pages"
          className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-2 px-4 py-3"
        >
          <Button asChild variant="ghost">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              Back to {PRODUCT_NAME}
            </Link>
          </Button>
          <div className="flex items-center gap-2">
            <Button asChild variant="link">
              <Link to={otherPage.to}>{otherPage.label}</Link>
            </Button>
            {!user && (
              <Button asChild>
                <Link to="/auth">Sign In</Link>
              </Button>
            )}
          </div>
        </nav>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-4xl flex-1 px-4 py-10 outline-none">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">Last updated: {lastUpdated}</p>
        <ol className="mt-8 grid gap-8">
          {sections.map((section, index) => (
            <li key={section.title}>
              <section aria-labelledby={`legal-section-${index + 1}`}>
                <h2 id={`legal-section-${index + 1}`} className="mb-3 text-xl font-semibold">
                  {index + 1}. {section.title}
                </h2>
                <div className="grid gap-3 leading-relaxed text-muted-foreground [&_ul]:list-disc [&_ul]:pl-6">
                  {section.body}
                </div>
              </section>
            </li>
          ))}
        </ol>
      </main>
      <SiteFooter />
    </div>
  );
}
