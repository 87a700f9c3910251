/**
 * The landing page copy, kept as plain data so it costs as little JavaScript as possible. Icons are resolved in
 * the components that render each list.
 */

export interface HowItem {
  id: 'web' | 'mobile' | 'ivr' | 'anonymous';
  label: string;
  title: string;
  body: string;
  points: string[];
  comingSoon?: boolean;
  cta?: { label: string; to: string };
}

export const HOW_IT_WORKS: HowItem[] = [
  {
    id: 'web',
    label: 'Web account',
    title: 'Report from any browser with a free account',
    body: 'Sign up with your email on a phone, tablet or computer. Your account keeps every report you file in one place, so you can follow it from the first step to the last.',
    points: [
      'Add photos and a short video as evidence',
      'Save a draft and finish it later',
      'Get an update at every stage and rate the officer or station when it is resolved',
      'Hide your identity from police officers if you prefer',
    ],
    cta: { label: 'Create a free account', to: '/sign-up' },
  },
  {
    id: 'mobile',
    label: 'Mobile app',
    title: 'Carry SafeOgun in your pocket',
    body: "Install SafeOgun from your phone's browser and it opens from your home screen like an app: report on the spot, attach photos and videos straight from your camera and receive real-time notifications. It is not in the Play Store or the App Store yet; reporting by SMS and USSD from any phone is coming soon.",
    points: [
      'Photos and videos from your camera',
      'Real-time notifications on your report',
      'One-tap SOS with your location',
    ],
  },
  {
    id: 'ivr',
    label: 'IVR call',
    title: 'Call a toll-free line and report by voice',
    body: 'Soon you will be able to call a toll-free number and report an incident by following simple voice prompts, without data or a smartphone.',
    points: ['Toll-free from every network', 'Guided voice menu', 'Works on any phone'],
    comingSoon: true,
  },
  {
    id: 'anonymous',
    label: 'Anonymous',
    title: 'Report without telling us who you are',
    body: 'Report on the web or in the installed app without an account. Your report carries no link to you, and you get a unique tracking ID to check its progress.',
    points: [
      'No account, name or phone number needed',
      'A tracking ID to follow the status of your report',
      'Location data removed from the photos you attach',
    ],
    cta: { label: 'Report anonymously', to: '/report-anonymously' },
  },
];

export const FEATURES: { title: string; body: string }[] = [
  {
    title: 'Incident reporting',
    body: 'Report theft, assault, domestic violence, kidnapping, police misconduct and more, with photos and video as evidence.',
  },
  {
    title: 'Anonymous reporting',
    body: 'Speak up without fear. Anonymous reports are never linked to an account, and a tracking ID lets you follow them.',
  },
  {
    title: 'SOS alert',
    body: 'Send your location and a distress signal to the police in one tap, with a short voice note if you can.',
  },
  {
    title: 'Live report tracking',
    body: 'See when your report is received, in progress, on hold or resolved, with notes from the officers handling it.',
  },
  {
    title: 'Crime map',
    body: 'See how many incidents were reported in each of the 20 local government areas of Ogun State, updated as reports arrive.',
  },
  {
    title: 'Rate the police',
    body: 'Send a complaint, a compliment or a suggestion about a station or an officer, and rate the service you received.',
  },
  {
    title: 'Community hub',
    body: 'Safety tips, security alerts, news from the Command and community polls to keep your neighbourhood informed.',
  },
];

export const FAQS: { question: string; answer: string }[] = [
  {
    question: 'Do I need an account to report an incident?',
    answer:
      'No. You can report anonymously without an account. An account is free and lets you track all your reports, save drafts, receive updates at each stage, send SOS alerts, manage emergency contacts and rate the police after your case is resolved.',
  },
  {
    question: 'What types of incidents can I report?',
    answer:
      'Theft, assault or abuse, domestic violence, kidnapping, murder, police misconduct, public disturbance and other emergencies. If you are unsure which type fits, choose the closest one and describe what happened.',
  },
  {
    question: 'Can I report anonymously?',
    answer:
      'Yes. Choose Report Anonymously on the web or in the installed app. Anonymous reports are stored with no link to any account, even if you are signed in, and location data is removed from the photos you attach. You receive a unique tracking ID: keep it safe, because it is the only way to check the status of your report. With an account you can also hide your identity from police officers on any report.',
  },
  {
    question: 'What is the SOS feature?',
    answer:
      'SOS sends your location and a distress signal to the police in one tap, with a short voice recording and a message if you can add them. It is available to signed-in users. SafeOgun does not replace emergency services: if you are in immediate danger, also call 112.',
  },
  {
    question: 'How will I receive updates on my report?',
    answer:
      'Each time your report changes status (received, in progress, on hold, resolved or closed) you get a notification with the note left by the officer. Signed-in users see the full history on their dashboard; anonymous reporters check the status with their tracking ID.',
  },
  {
    question: 'What happens after I submit a report?',
    answer:
      'Your report goes to the State Police Headquarters, is routed to the Area Command responsible for the local government area where it happened, and is then escalated to the nearest Local Police Station, which takes action. Officers work to response-time targets for each type of incident, and a report that misses its target is escalated one level up.',
  },
  {
    question: 'Can I rate the police response?',
    answer:
      'Yes. When your report is resolved you can rate the officer or the station from one to five stars and leave a comment. You can also send a complaint, a compliment or a suggestion about any station or officer at any time from the Feedback page.',
  },
  {
    question: 'Which devices can I use?',
    answer:
      'Any phone, tablet or computer with an up-to-date web browser; on a phone you can install it to your home screen (Install the app, at the foot of every page). Reporting by SMS or USSD from any mobile phone and a toll-free voice line (IVR) are coming soon.',
  },
  {
    question: 'Is SafeOgun free to use?',
    answer:
      'Yes. SafeOgun is free on every channel. The web app is built to load quickly and use as little mobile data as possible.',
  },
  {
    question: 'Can I report on behalf of someone else?',
    answer:
      'Yes. You can report an incident that happened to a family member, a neighbour or anyone who cannot report it themselves. Describe what happened and where, and the police will contact you for any follow-up.',
  },
  {
    question: 'Which languages are supported?',
    answer:
      'SafeOgun is available in English only for now. If you need help, ask someone you trust to report with you, or visit your nearest police station.',
  },
];
