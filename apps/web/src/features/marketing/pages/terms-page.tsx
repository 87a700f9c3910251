import { Link } from 'react-router';
import { Trans } from '@lingui/react';
import { MAX_IMAGES, MAX_VIDEOS, MINIMUM_AGE, SUPPORT_EMAIL } from '@safeogun/contract/constants';
import { LegalPage, type LegalSection } from '../components/legal-page';
import { useTermsMessages } from '../locales/terms/messages';

// The words are the terms catalogue's (rendered with Trans, which reads the language from context); `<0/>` in a
// message is the support address, `<0>...</0>` a link or bold text.
const mail = { 0: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> };
const privacyLink = { 0: <Link to="/privacy-policy" /> };
const age = { age: MINIMUM_AGE };

const sections: LegalSection[] = [
  {
    id: 'about-these-terms',
    title: <Trans id="terms.about.title" />,
    body: (
      <>
        <p>
          <Trans id="terms.about.p1" />
        </p>
        <p>
          <Trans id="terms.about.p2" components={privacyLink} />
        </p>
      </>
    ),
  },
  {
    id: 'emergencies',
    title: <Trans id="terms.emergencies.title" />,
    body: (
      <>
        <p>
          <Trans id="terms.emergencies.p1" />
        </p>
        <p>
          <Trans id="terms.emergencies.p2" components={{ 0: <strong /> }} />
        </p>
      </>
    ),
  },
  {
    id: 'who-can-use',
    title: <Trans id="terms.who.title" />,
    body: (
      <>
        <p>
          <Trans id="terms.who.p1" values={age} />
        </p>
        <p>
          <Trans id="terms.who.p2" />
        </p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: <Trans id="terms.account.title" />,
    body: (
      <ul>
        <li>
          <Trans id="terms.account.li1" />
        </li>
        <li>
          <Trans id="terms.account.li2" />
        </li>
        <li>
          <Trans id="terms.account.li3" components={mail} />
        </li>
        <li>
          <Trans id="terms.account.li4" />
        </li>
      </ul>
    ),
  },
  {
    id: 'making-reports',
    title: <Trans id="terms.reports.title" />,
    body: (
      <>
        <p>
          <Trans id="terms.reports.p1" />
        </p>
        <p>
          <Trans id="terms.reports.p2" />
        </p>
        <p>
          <Trans id="terms.reports.p3" />
        </p>
      </>
    ),
  },
  {
    id: 'anonymous-reporting',
    title: <Trans id="terms.anonymous.title" />,
    body: (
      <>
        <p>
          <Trans id="terms.anonymous.p1" />
        </p>
        <p>
          <Trans id="terms.anonymous.p2" />
        </p>
      </>
    ),
  },
  {
    id: 'evidence',
    title: <Trans id="terms.evidence.title" />,
    body: (
      <>
        <p>
          <Trans id="terms.evidence.p1" />
        </p>
        <ul>
          <li>
            <Trans id="terms.evidence.li1" values={{ images: MAX_IMAGES, videos: MAX_VIDEOS }} />
          </li>
          <li>
            <Trans id="terms.evidence.li2" />
          </li>
          <li>
            <Trans id="terms.evidence.li3" />
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'sos',
    title: <Trans id="terms.sos.title" />,
    body: (
      <>
        <p>
          <Trans id="terms.sos.p1" />
        </p>
        <p>
          <Trans id="terms.sos.p2" />
        </p>
      </>
    ),
  },
  {
    id: 'feedback',
    title: <Trans id="terms.feedback.title" />,
    body: (
      <p>
        <Trans id="terms.feedback.p1" />
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: <Trans id="terms.use.title" />,
    body: (
      <>
        <p>
          <Trans id="terms.use.lead" />
        </p>
        <ul>
          <li>
            <Trans id="terms.use.li1" />
          </li>
          <li>
            <Trans id="terms.use.li2" />
          </li>
          <li>
            <Trans id="terms.use.li3" />
          </li>
          <li>
            <Trans id="terms.use.li4" />
          </li>
          <li>
            <Trans id="terms.use.li5" />
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'information',
    title: <Trans id="terms.information.title" />,
    body: (
      <p>
        <Trans id="terms.information.p1" />
      </p>
    ),
  },
  {
    id: 'availability',
    title: <Trans id="terms.availability.title" />,
    body: (
      <p>
        <Trans id="terms.availability.p1" />
      </p>
    ),
  },
  {
    id: 'suspension-and-deletion',
    title: <Trans id="terms.suspension.title" />,
    body: (
      <>
        <p>
          <Trans id="terms.suspension.p1" />
        </p>
        <p>
          <Trans id="terms.suspension.p2" components={privacyLink} />
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: <Trans id="terms.liability.title" />,
    body: (
      <p>
        <Trans id="terms.liability.p1" />
      </p>
    ),
  },
  {
    id: 'law',
    title: <Trans id="terms.law.title" />,
    body: (
      <p>
        <Trans id="terms.law.p1" />
      </p>
    ),
  },
  {
    id: 'contact',
    title: <Trans id="terms.contact.title" />,
    body: (
      <p>
        <Trans id="terms.contact.p1" components={mail} />
      </p>
    ),
  },
];

export default function TermsPage() {
  const { _ } = useTermsMessages();
  return (
    <LegalPage
      title={_('terms.title')}
      updated={_('terms.updated')}
      intro={
        <p>
          <strong>{_('terms.intro')}</strong>{' '}
          <Trans id="terms.introBody" values={age} components={{ 0: <a href="tel:112">112</a> }} />
        </p>
      }
      sections={sections}
    />
  );
}
