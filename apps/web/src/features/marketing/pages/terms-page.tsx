import { Link } from 'react-router';
import { MAX_IMAGES, MAX_VIDEOS, MINIMUM_AGE, SUPPORT_EMAIL } from '@safeogun/contract/constants';
import { LegalPage, type LegalSection } from '../components/legal-page';

const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

const sections: LegalSection[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    body: (
      <>
        <p>
          SafeOgun is a citizen reporting and community-safety service run by the Ogun State Police Command (“the
          Command”, “we”, “us”). These Terms of Use govern your use of the SafeOgun website, mobile apps and the SMS,
          USSD and voice channels that connect to it (together, “SafeOgun”).
        </p>
        <p>
          By using SafeOgun, with or without an account, you agree to these terms and to our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>. If you do not agree, please do not use SafeOgun; you can
          always report an incident in person at any police station.
        </p>
      </>
    ),
  },
  {
    id: 'emergencies',
    title: 'Not a substitute for emergency services',
    body: (
      <>
        <p>
          SafeOgun is not a substitute for emergency services. Reports, SOS alerts and messages travel over mobile
          networks and the internet, which can be slow or unavailable, and they are read by people who may not be able
          to reach you immediately.
        </p>
        <p>
          <strong>If you or anyone else is in immediate danger, call 112</strong> (free from any phone in Nigeria) or go
          to the nearest police station, hospital or fire station, then use SafeOgun to follow up.
        </p>
      </>
    ),
  },
  {
    id: 'who-can-use',
    title: 'Who can use SafeOgun',
    body: (
      <>
        <p>
          You must be at least {MINIMUM_AGE} years old to create an account or use SafeOgun. If you are between{' '}
          {MINIMUM_AGE} and 18 years old, you may use SafeOgun only with the consent of a parent or legal guardian, who
          should read these terms with you and is responsible for your use of the service.
        </p>
        <p>
          A child in danger should always be helped: anyone, of any age, can call 112, and an adult can report on a
          child’s behalf.
        </p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <ul>
        <li>Give true, current information when you sign up and keep it up to date in your settings.</li>
        <li>An account is for one person. Do not share it or use someone else’s account.</li>
        <li>
          Keep your password secret and tell us at {mail} straight away if you think someone else has used your account.
        </li>
        <li>You are responsible for what is done with your account until you tell us it has been compromised.</li>
      </ul>
    ),
  },
  {
    id: 'making-reports',
    title: 'Making reports',
    body: (
      <>
        <p>
          Report only what you honestly believe to be true, and describe it as accurately as you can. You may report an
          incident on behalf of someone else, such as a relative or a neighbour who cannot report it themselves.
        </p>
        <p>
          Knowingly giving false information to the police, or making a report to harass, threaten or embarrass someone,
          is an offence under Nigerian law. The Command may investigate such reports and take action against those who
          make them, including anonymous ones where the law allows.
        </p>
        <p>
          Submitting a report does not guarantee a particular outcome or response time. Reports are handled according to
          their seriousness and the resources available, as described in our FAQ.
        </p>
      </>
    ),
  },
  {
    id: 'anonymous-reporting',
    title: 'Anonymous reporting',
    body: (
      <>
        <p>
          You may report without an account. An anonymous report is stored with no link to any account, even if you are
          signed in when you send it, and we remove location and device information from the photos you attach.
        </p>
        <p>
          You receive a unique tracking ID. Keep it safe: it is the only way to check the status of an anonymous report,
          and we cannot recover it for you. Because we cannot contact you, we may be unable to act on an anonymous
          report that lacks detail. Anonymity protects you from the police and the public, but it cannot hide
          information you put in the report yourself.
        </p>
      </>
    ),
  },
  {
    id: 'evidence',
    title: 'Photos, videos and other content',
    body: (
      <>
        <p>
          You keep ownership of the photos, videos, recordings and text you submit. You give the Command a free,
          non-exclusive licence to store, copy, examine and share that content for the purpose of preventing,
          investigating and prosecuting crime, and as the law requires.
        </p>
        <ul>
          <li>
            Each report may carry up to {MAX_IMAGES} images and {MAX_VIDEOS} video, each smaller than 10 MB.
          </li>
          <li>Submit only content you have the right to share and that relates to the incident.</li>
          <li>
            Do not upload sexual images of children or any content whose possession is unlawful; if you have information
            about child abuse, describe it in words and the police will act.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'sos',
    title: 'SOS alerts and emergency contacts',
    body: (
      <>
        <p>
          An SOS alert sends your location (from your device when you allow it, otherwise the address in your profile)
          and a distress signal to the police, with a short voice recording and a message if you add them. The accuracy
          of your location depends on your device and network.
        </p>
        <p>
          Use SOS only in a real emergency. Repeated false alerts may lead to your account being suspended. When you add
          emergency contacts, you confirm that they have agreed to be contacted by you for this purpose.
        </p>
      </>
    ),
  },
  {
    id: 'feedback',
    title: 'Feedback and ratings',
    body: (
      <p>
        You may rate the officer or station that handled your report and send complaints, compliments and suggestions.
        Be fair and specific. Complaints of misconduct are taken seriously and passed to the unit responsible for
        professional standards; insulting, threatening or defamatory feedback may be removed.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You must not:</p>
        <ul>
          <li>use SafeOgun to harass, threaten, stalk or impersonate anyone;</li>
          <li>try to find out who made an anonymous report or a report with a hidden identity;</li>
          <li>send malware, overload the service, or probe, scan or break its security;</li>
          <li>copy or collect data from SafeOgun by automated means without our written permission;</li>
          <li>use SafeOgun for advertising, political campaigning or any commercial purpose.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'information',
    title: 'Crime map, news and safety information',
    body: (
      <p>
        The crime map, news, alerts and safety tips are provided for public information. They show reported incidents,
        not confirmed crimes, by area rather than by street, and they may be incomplete or delayed. They are not a
        guarantee that any place is safe or unsafe, and must not be used to accuse any person.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes',
    body: (
      <p>
        We work to keep SafeOgun available at all times, but it may be interrupted for maintenance, by network failures
        or by events outside our control. We may change, suspend or withdraw features. We may update these terms; the
        date at the top of this page shows the latest version, and we will tell account holders about important changes
        before they take effect.
      </p>
    ),
  },
  {
    id: 'suspension-and-deletion',
    title: 'Suspension and closing your account',
    body: (
      <>
        <p>
          We may suspend or close an account that breaks these terms, puts others at risk or is used to make false
          reports, and we will tell you why unless the law or an investigation prevents it.
        </p>
        <p>
          You can delete your account at any time from your settings, after downloading a copy of your data if you wish.
          Your personal details are then erased; reports you made remain with the police, detached from you, because
          they may be needed for investigations and court cases. See the{' '}
          <Link to="/privacy-policy">Privacy Policy</Link> for details.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        SafeOgun is provided free of charge, as it is. To the extent the law allows, the Command is not liable for loss
        caused by delays, interruptions, inaccurate information supplied by users, or the loss of a tracking ID. Nothing
        in these terms limits any right you have under Nigerian law that cannot be limited by agreement.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of the Federal Republic of Nigeria and of Ogun State. The courts of Ogun
        State have jurisdiction over any dispute about them.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: write to {mail}, or to the Ogun State Police Command Headquarters, Eleweran,
        Abeokuta, Ogun State.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Use"
      updated="21 November 2026"
      intro={
        <p>
          <strong>In short:</strong> you must be {MINIMUM_AGE} or older (with a parent’s or guardian’s consent until
          18), report honestly, and call <a href="tel:112">112</a> in an emergency, because SafeOgun does not replace
          emergency services. You can report anonymously and delete your account whenever you like.
        </p>
      }
      sections={sections}
    />
  );
}
