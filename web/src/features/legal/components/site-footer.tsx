import { Clock, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME, SUPPORT_EMAIL, SUPPORT_HOURS } from '../contact-details';

/** The footer of the public pages: legal links and how to reach support; `children` adds a column. */
export function SiteFooter({ children }: { children?: ReactNode }) {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <div className="grid content-start gap-3">
          <p className="text-lg font-bold text-primary">{PRODUCT_NAME}</p>
          <p className="text-sm text-muted-foreground">AI document analysis for contracts, essays, CVs and more.</p>
          <nav aria-label="Legal" className="flex flex-wrap gap-4 text-sm">
            <Link to="/privacy-policy" className="underline-offset-4 hover:underline">
              Privacy Policy
            </Link>
            <Link to="/terms-of-use" className="underline-offset-4 hover:underline">
              Terms of Use
            </Link>
          </nav>
        </div>
        <address className="grid content-start gap-3 not-italic" aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title" className="font-semibold">
            Contact Us
          </h2>
          <a href={`mailto:${SUPPORT_EMAIL}`} className="flex items-center gap-2 text-sm hover:underline">
            <Mail className="h-4 w-4" aria-hidden="true" />
            {SUPPORT_EMAIL}
          </a>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Clock className="h-4 w-4" aria-hidden="true" />
            Support hours: {SUPPORT_HOURS}
          </p>
        </address>
        {children && <div>{children}</div>}
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
