import { Link } from 'react-router';
import { MINIMUM_AGE, SUPPORT_EMAIL } from '@safeogun/contract/constants';
import { LegalPage, type LegalSection } from '../components/legal-page';

const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        SafeOgun is run by the Ogun State Police Command, Eleweran, Abeokuta, Ogun State, which is responsible for the
        personal data described here. We process it in line with the Nigeria Data Protection Act 2023 and the laws that
        govern police records. You can reach us about your data at {mail}.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account details:</strong> your full name, email address, phone number, and, if you add them, your
          address, gender and profile settings. We store your password only as a secure hash.
        </li>
        <li>
          <strong>Reports:</strong> the incident type, description, date, location and address, the station you choose,
          and the photos and videos you attach, with a fingerprint (hash) of each file taken when it arrives.
        </li>
        <li>
          <strong>SOS alerts:</strong> your location and its accuracy (from your device when you allow it, otherwise
          your profile address), the reason for the alert, and any voice recording or message you add.
        </li>
        <li>
          <strong>Emergency contacts:</strong> the names, phone numbers and relationships of the people you add.
        </li>
        <li>
          <strong>Feedback:</strong> ratings, complaints, compliments and suggestions you send.
        </li>
        <li>
          <strong>Technical data:</strong> your IP address, browser and device type, and records of requests, kept in
          security logs to protect the service from abuse.
        </li>
      </ul>
    ),
  },
  {
    id: 'anonymous-reports',
    title: 'Anonymous reports and hiding your identity',
    body: (
      <>
        <p>
          An anonymous report is stored with no link to any account, even if you are signed in when you send it. We
          remove location and device information (EXIF and GPS data) from the photos attached to it. You get a tracking
          ID, and a status lookup with that ID shows only the report’s status, type, date and public updates, never who
          made it.
        </p>
        <p>
          With an account you can choose “Hide my identity from police officers” on a report. Officers handling it then
          see no name, email, phone number or account ID, and location data is removed from its photos. A court may
          still order the Command to disclose information it holds.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    body: (
      <ul>
        <li>to receive, route, investigate and act on your reports and SOS alerts;</li>
        <li>to send you updates, notifications and the one-time codes that protect your account;</li>
        <li>to run your account, your emergency contacts and your notification preferences;</li>
        <li>to measure how quickly and how well the police respond, and to improve the service;</li>
        <li>to publish area-level statistics such as the crime map, which never identify anyone;</li>
        <li>to keep SafeOgun secure and to prevent false reports and abuse.</li>
      </ul>
    ),
  },
  {
    id: 'who-sees-it',
    title: 'Who sees your information',
    body: (
      <>
        <p>
          Your report is seen by the police who handle it: the State Headquarters, the Area Command of the area where it
          happened and the station it is escalated to. Evidence files are available only to you and to the police of
          that jurisdiction.
        </p>
        <p>
          We share information outside the Command only when the law requires it (for example with a court or another
          law-enforcement agency in the course of an investigation), or with service providers who deliver email and
          text messages and host the service for us, under contracts that bind them to confidentiality. We never sell
          your data and we show no advertising.
        </p>
      </>
    ),
  },
  {
    id: 'crime-map',
    title: 'The crime map',
    body: (
      <p>
        The public crime map shows the number of reports per local government area. Signed-in users may also see report
        rows for an area: these show the type, date and area, never the reporter’s identity or a street address, and the
        descriptions of domestic violence, assault or abuse, kidnapping and police misconduct reports are withheld.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it, and deleting your account',
    body: (
      <>
        <p>
          We keep your account details while you have an account. You can delete your account at any time from your
          settings. Before you do, you can download all your data as a file (JSON).
        </p>
        <p>
          When you delete your account, we erase your personal data: your name, email address, phone number, address,
          emergency contacts and sign-in sessions. The reports you made stay with the police, detached from you, because
          they may be needed for investigations, court cases and statistics; they are kept for as long as the rules on
          police records require.
        </p>
        <p>Security logs are kept for a limited period and then deleted.</p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Data travels encrypted between your device and our servers. Passwords are hashed, sign-in sessions expire, and
        every evidence file is fingerprinted when it arrives so that any later change can be detected. Access inside the
        Command is limited to the officers who need it for their work, and police accounts are created by invitation
        only.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        SafeOgun is not meant for children under {MINIMUM_AGE}, and we do not knowingly create accounts for them. Users
        from {MINIMUM_AGE} to 18 need the consent of a parent or guardian. If you believe a child under {MINIMUM_AGE}{' '}
        has an account, write to {mail} and we will delete it. Any adult can report an incident on a child’s behalf.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the Nigeria Data Protection Act 2023 you may:</p>
        <ul>
          <li>see the personal data we hold about you and download a copy;</li>
          <li>correct details that are wrong (most of them directly in your settings);</li>
          <li>ask us to erase your data, or delete your account yourself;</li>
          <li>object to or ask us to restrict some uses of your data, and withdraw consent you gave.</li>
        </ul>
        <p>
          Some rights are limited where data is needed for the prevention, investigation or prosecution of crime. Write
          to {mail} to exercise them. If you are not satisfied with our answer, you may complain to the Nigeria Data
          Protection Commission.
        </p>
      </>
    ),
  },
  {
    id: 'storage-on-device',
    title: 'Storage on your device',
    body: (
      <p>
        SafeOgun keeps your sign-in session and preferences in your browser’s local storage so that you stay signed in.
        Signing out removes the session. We use no advertising or tracking cookies.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We will update this policy when the service or the law changes. The date at the top shows the current version;
        we will tell account holders about important changes. Please also read our{' '}
        <Link to="/terms-of-use">Terms of Use</Link>.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions or requests about your data: {mail}, or write to the Ogun State Police Command Headquarters, Eleweran,
        Abeokuta, Ogun State.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="21 November 2026"
      intro={
        <p>
          <strong>In short:</strong> we collect what is needed to handle your reports and keep you safe, share it only
          with the police who handle your report or as the law requires, and never sell it. You can report anonymously,
          hide your identity from officers, download your data and delete your account. SafeOgun is for people aged{' '}
          {MINIMUM_AGE} and over, and does not replace emergency services: in danger, call <a href="tel:112">112</a>.
        </p>
      }
      sections={sections}
    />
  );
}
