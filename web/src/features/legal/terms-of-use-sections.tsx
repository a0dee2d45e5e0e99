import { PLANS } from '@doclens/api';
import { PRODUCT_NAME, SUPPORT_EMAIL, SUPPORT_HOURS } from './contact-details';
import type { LegalSection } from './legal-section';

/** The terms' seventeen sections, in the order of spec part 2 §2. */
export const TERMS_OF_USE_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Acceptance of Terms',
    body: (
      <p>
        By using {PRODUCT_NAME} you agree to these terms and to our Privacy Policy. If you do not agree, do not use the
        service. You must be at least 13 years old to use it.
      </p>
    ),
  },
  {
    title: 'Description of Service',
    body: (
      <p>
        {PRODUCT_NAME} analyses PDF documents you upload (contracts, essays, CVs and other documents) with an AI engine
        and shows risks, grades, scores, insights and recommendations. Paid plans can also generate documents, ask the
        AI questions about documents and, on Enterprise, analyse documents in bulk.
      </p>
    ),
  },
  {
    title: 'User Accounts',
    body: (
      <p>
        You must give a valid email address and keep your password secret. You are responsible for everything done with
        your account. Tell us at once at {SUPPORT_EMAIL} if you believe someone else has used it.
      </p>
    ),
  },
  {
    title: 'Subscription Plans and Payment',
    body: (
      <>
        <ul>
          <li>
            Free: $0, {PLANS.free.monthlyDocuments} upload per month, files up to {PLANS.free.maxFileSizeMb}MB.
          </li>
          <li>
            Pro: ${PLANS.pro.priceUsdPerMonth}/month, {PLANS.pro.monthlyDocuments} uploads plus generations per month,
            files up to {PLANS.pro.maxFileSizeMb}MB.
          </li>
          <li>
            Enterprise: ${PLANS.enterprise.priceUsdPerMonth}/month, unlimited documents, files up to{' '}
            {PLANS.enterprise.maxFileSizeMb}MB.
          </li>
        </ul>
        <p>
          Paid plans are billed monthly or annually, in advance, through our card payment provider, and renew
          automatically until you cancel. Fees are non-refundable, including for partly used periods. We give at least
          30 days notice before a price change takes effect.
        </p>
      </>
    ),
  },
  {
    title: 'Acceptable Use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>upload content that is unlawful, or that you have no right to share;</li>
          <li>try to reach other users' documents or accounts, or probe the service for vulnerabilities;</li>
          <li>get around plan limits, or use automated means to create accounts or send feedback;</li>
          <li>resell the service or use it to build a competing product.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Document Uploads',
    body: (
      <p>
        You keep ownership of the documents you upload. You give us the permission needed to store and process them to
        provide the service to you, and nothing more. Only PDF files within your plan's size limit are accepted. You can
        delete your documents at any time.
      </p>
    ),
  },
  {
    title: 'AI Analysis Disclaimer',
    body: (
      <p>
        Analyses, answers and generated documents are produced by AI. They are informational only and are not legal,
        financial, academic or other professional advice. They can be incomplete or wrong. Check important decisions
        with a qualified professional.
      </p>
    ),
  },
  {
    title: 'Intellectual Property',
    body: (
      <p>
        The {PRODUCT_NAME} service, its software, design and brand belong to us. You may use the analyses and generated
        documents we produce for you for any lawful purpose.
      </p>
    ),
  },
  {
    title: 'Privacy',
    body: (
      <p>
        How we collect and use personal information is described in our Privacy Policy, which is part of these terms.
      </p>
    ),
  },
  {
    title: 'Service Availability',
    body: (
      <p>
        We work to keep {PRODUCT_NAME} available but do not guarantee uninterrupted service. We may pause it for
        maintenance, and we may change or remove features.
      </p>
    ),
  },
  {
    title: 'Limitation of Liability',
    body: (
      <p>
        The service is provided "as is". To the fullest extent the law allows, we are not liable for indirect or
        consequential losses, or for decisions you make based on AI output. Our total liability is limited to the fees
        you paid us in the 12 months before the claim.
      </p>
    ),
  },
  {
    title: 'Indemnification',
    body: (
      <p>
        You agree to compensate us for claims and costs that arise from your breach of these terms or from content you
        upload.
      </p>
    ),
  },
  {
    title: 'Termination',
    body: (
      <p>
        You may close your account at any time from Account Settings. We may suspend or terminate accounts that violate
        these terms, or for business reasons such as discontinuing the service, with notice where we can give it. After
        termination your personal data is deleted or anonymised within 30 days.
      </p>
    ),
  },
  {
    title: 'Changes to Terms',
    body: (
      <p>
        We may update these terms. We give at least 30 days notice of material changes by email and in the service.
        Continuing to use {PRODUCT_NAME} after the changes take effect means you accept them.
      </p>
    ),
  },
  {
    title: 'Governing Law',
    body: (
      <p>
        These terms are governed by the laws of the United States and of the state in which we are established, without
        regard to conflict-of-law rules.
      </p>
    ),
  },
  {
    title: 'Contact Information',
    body: (
      <p>
        Questions about these terms: email {SUPPORT_EMAIL}. We answer {SUPPORT_HOURS}.
      </p>
    ),
  },
  {
    title: 'Severability',
    body: (
      <p>
        If any part of these terms is found unenforceable, the rest stays in effect, and the unenforceable part is
        applied as closely to its intent as the law allows.
      </p>
    ),
  },
];
