import { Link } from 'react-router';
import { Trans } from '@lingui/react';
import { MINIMUM_AGE, SUPPORT_EMAIL } from '@safeogun/contract/constants';
import { RETENTION_SCHEDULE, formatRetentionDays } from '@safeogun/contract/retention-schedule';
import { LegalPage, type LegalSection } from '../components/legal-page';
import { usePrivacyMessages } from '../locales/privacy/messages';

// The words are the privacy catalogue's (rendered with Trans, which reads the language from context); `<0/>` in a
// message is the support address, `<0>...</0>` a link or bold text.
const mail = { 0: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> };
const bold = { 0: <strong /> };
const termsLink = { 0: <Link to="/terms-of-use" /> };
const age = { age: MINIMUM_AGE };

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: <Trans id="privacy.who.title" />,
    body: (
      <p>
        <Trans id="privacy.who.p1" components={mail} />
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: <Trans id="privacy.collect.title" />,
    body: (
      <ul>
        <li>
          <Trans id="privacy.collect.account" components={bold} />
        </li>
        <li>
          <Trans id="privacy.collect.reports" components={bold} />
        </li>
        <li>
          <Trans id="privacy.collect.sos" components={bold} />
        </li>
        <li>
          <Trans id="privacy.collect.contacts" components={bold} />
        </li>
        <li>
          <Trans id="privacy.collect.feedback" components={bold} />
        </li>
        <li>
          <Trans id="privacy.collect.technical" components={bold} />
        </li>
      </ul>
    ),
  },
  {
    id: 'anonymous-reports',
    title: <Trans id="privacy.anonymous.title" />,
    body: (
      <>
        <p>
          <Trans id="privacy.anonymous.p1" />
        </p>
        <p>
          <Trans id="privacy.anonymous.p2" />
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: <Trans id="privacy.use.title" />,
    body: (
      <ul>
        <li>
          <Trans id="privacy.use.li1" />
        </li>
        <li>
          <Trans id="privacy.use.li2" />
        </li>
        <li>
          <Trans id="privacy.use.li3" />
        </li>
        <li>
          <Trans id="privacy.use.li4" />
        </li>
        <li>
          <Trans id="privacy.use.li5" />
        </li>
        <li>
          <Trans id="privacy.use.li6" />
        </li>
      </ul>
    ),
  },
  {
    id: 'who-sees-it',
    title: <Trans id="privacy.sees.title" />,
    body: (
      <>
        <p>
          <Trans id="privacy.sees.p1" />
        </p>
        <p>
          <Trans id="privacy.sees.p2" />
        </p>
      </>
    ),
  },
  {
    id: 'crime-map',
    title: <Trans id="privacy.map.title" />,
    body: (
      <p>
        <Trans id="privacy.map.p1" />
      </p>
    ),
  },
  {
    id: 'retention',
    title: <Trans id="privacy.retention.title" />,
    body: (
      <>
        <p>
          <Trans id="privacy.retention.p1" />
        </p>
        <p>
          <Trans id="privacy.retention.p2" />
        </p>
        <p>
          <Trans id="privacy.retention.p3" />
        </p>
        <p>
          <Trans id="privacy.retention.schedule" />
        </p>
        {/* The periods the server enforces, from the contract's one table (decision 029). */}
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col">
                  <Trans id="privacy.retention.table.what" />
                </th>
                <th scope="col">
                  <Trans id="privacy.retention.table.kept" />
                </th>
                <th scope="col">
                  <Trans id="privacy.retention.table.then" />
                </th>
              </tr>
            </thead>
            <tbody>
              {RETENTION_SCHEDULE.map((rule) => (
                <tr key={rule.kind} className="align-top">
                  <td>{rule.what}</td>
                  <td>
                    <Trans
                      id="privacy.retention.period"
                      values={{ period: formatRetentionDays(rule.days), from: rule.from }}
                    />
                  </td>
                  <td>{rule.then}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    ),
  },
  {
    id: 'security',
    title: <Trans id="privacy.security.title" />,
    body: (
      <p>
        <Trans id="privacy.security.p1" />
      </p>
    ),
  },
  {
    id: 'children',
    title: <Trans id="privacy.children.title" />,
    body: (
      <p>
        <Trans id="privacy.children.p1" values={age} components={mail} />
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: <Trans id="privacy.rights.title" />,
    body: (
      <>
        <p>
          <Trans id="privacy.rights.lead" />
        </p>
        <ul>
          <li>
            <Trans id="privacy.rights.li1" />
          </li>
          <li>
            <Trans id="privacy.rights.li2" />
          </li>
          <li>
            <Trans id="privacy.rights.li3" />
          </li>
          <li>
            <Trans id="privacy.rights.li4" />
          </li>
        </ul>
        <p>
          <Trans id="privacy.rights.p2" components={mail} />
        </p>
      </>
    ),
  },
  {
    id: 'storage-on-device',
    title: <Trans id="privacy.device.title" />,
    body: (
      <p>
        <Trans id="privacy.device.p1" />
      </p>
    ),
  },
  {
    id: 'changes',
    title: <Trans id="privacy.changes.title" />,
    body: (
      <p>
        <Trans id="privacy.changes.p1" components={termsLink} />
      </p>
    ),
  },
  {
    id: 'contact',
    title: <Trans id="privacy.contact.title" />,
    body: (
      <p>
        <Trans id="privacy.contact.p1" components={mail} />
      </p>
    ),
  },
];

export default function PrivacyPage() {
  const { _ } = usePrivacyMessages();
  return (
    <LegalPage
      title={_('privacy.title')}
      updated={_('privacy.updated')}
      intro={
        <p>
          <strong>{_('privacy.intro')}</strong>{' '}
          <Trans id="privacy.introBody" values={age} components={{ 0: <a href="tel:112">112</a> }} />
        </p>
      }
      sections={sections}
    />
  );
}
