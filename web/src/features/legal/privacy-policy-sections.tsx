import { PRODUCT_NAME, SUPPORT_EMAIL, SUPPORT_HOURS } from './contact-details';
import type { LegalSection } from './legal-section';

/** The privacy policy's twelve sections, in the order of spec part 2 §2. */
export const PRIVACY_POLICY_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Information We Collect',
    body: (
      <>
        <p>When you use {PRODUCT_NAME} we collect:</p>
        <ul>
          <li>your email address and your name;</li>
          <li>your password, stored only as a one-way hash that nobody can read back;</li>
          <li>payment information, handled by our card payment provider (we never see or store full card numbers);</li>
          <li>the documents you upload, their extracted text and the analyses and documents we produce for you;</li>
          <li>your communication preferences;</li>
          <li>your account settings, including your plan;</li>
          <li>your processing history: which documents you analysed or generated, and when;</li>
          <li>device and browser information sent by your browser;</li>
          <li>your IP address and the general location that can be derived from it.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'How We Use Your Information',
    body: (
      <>
        <p>We use this information only to run the service you signed up for:</p>
        <ul>
          <li>to create and secure your account and keep you signed in;</li>
          <li>to analyse your documents and generate the documents you ask for;</li>
          <li>to enforce your plan's limits and bill paid plans;</li>
          <li>to send you account emails (verification, password reset, billing) and answer your feedback;</li>
          <li>to prevent abuse, such as automated sign-ups and spam through the feedback form.</li>
        </ul>
        <p>We do not sell your personal information and we do not show advertising.</p>
      </>
    ),
  },
  {
    title: 'Document Processing and AI',
    body: (
      <>
        <p>
          Your documents are processed by an AI engine to produce analyses, answers and generated documents. Depending
          on how the service is configured, this runs on our own servers or at a third-party AI provider that processes
          the text on our behalf.
        </p>
        <p>
          Your documents are not used to train AI models, by us or by our providers. AI output is informational only and
          is not legal, financial or other professional advice.
        </p>
      </>
    ),
  },
  {
    title: 'Information Sharing',
    body: (
      <>
        <p>We share personal information only with the providers that help us run the service:</p>
        <ul>
          <li>our AI provider, which receives document text to analyse it;</li>
          <li>our card payment provider, which processes payments for paid plans;</li>
          <li>our email provider, which delivers the emails we send you;</li>
          <li>our hosting provider, which stores our data.</li>
        </ul>
        <p>We also disclose information when the law requires it, or to protect our users and the service.</p>
      </>
    ),
  },
  {
    title: 'Data Security',
    body: (
      <p>
        Connections to {PRODUCT_NAME} are encrypted. Passwords are stored as strong one-way hashes, sessions use random
        tokens in cookies that scripts cannot read, and every document can be opened only by its owner. No system is
        perfectly secure; if a breach affects your data we will tell you without undue delay.
      </p>
    ),
  },
  {
    title: 'Your Rights',
    body: (
      <>
        <p>You have the right to:</p>
        <ul>
          <li>access the personal information we hold about you;</li>
          <li>correct information that is wrong;</li>
          <li>delete your documents at any time, and delete your account from Account Settings;</li>
          <li>export your data in a portable format;</li>
          <li>restrict or object to how we process your information.</li>
        </ul>
        <p>To use any of these rights, write to {SUPPORT_EMAIL}.</p>
      </>
    ),
  },
  {
    title: 'Data Retention',
    body: (
      <p>
        We keep your documents and analyses while your account exists or until you delete them. When you delete your
        account, your personal data is deleted or anonymised within 30 days, except what we must keep by law (such as
        billing records). Documents uploaded without an account are removed if no account claims them.
      </p>
    ),
  },
  {
    title: 'Cookies',
    body: (
      <p>
        We use only the cookies the service needs: a session cookie that keeps you signed in, a security cookie that
        protects forms against cross-site requests, and a cookie that lets you claim documents you uploaded before
        signing in. We do not use advertising or tracking cookies.
      </p>
    ),
  },
  {
    title: "Children's Privacy",
    body: (
      <p>
        {PRODUCT_NAME} is not intended for children under 13, and we do not knowingly collect their personal
        information. If you believe a child under 13 has given us personal information, contact us and we will delete
        it.
      </p>
    ),
  },
  {
    title: 'International Users',
    body: (
      <p>
        Our servers and providers are located in the United States, and your data is held there. If you use{' '}
        {PRODUCT_NAME} from elsewhere, your information is transferred to and processed in the United States.
      </p>
    ),
  },
  {
    title: 'Changes to This Policy',
    body: (
      <>
        <p>When we change this policy we will:</p>
        <ul>
          <li>post the new version on this page and update the date above;</li>
          <li>email registered users about material changes;</li>
          <li>show a notice in the service.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <p>
        Questions about this policy or your data: email {SUPPORT_EMAIL} or use the feedback form on our home page. We
        answer {SUPPORT_HOURS}.
      </p>
    ),
  },
];
