/** Demo news articles for the embedded default. Each says it is demo content in its tags and first line. */

export interface DemoArticle {
  slug: string;
  title: string;
  subtitle: string;
  tags: string[];
  daysAgo: number;
  views: number;
  body: string;
  caption?: string;
  /** A demo picture served by the web app (apps/web/public/news/covers). */
  coverImage?: string;
}

const DEMO_NOTE =
  '_Demo article: sample content shipped with SafeOgun so a new installation has something to show._\n\n';

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    slug: 'safeogun-launches-across-ogun',
    coverImage: '/news/covers/launch.svg',
    caption: 'Demo image: SafeOgun launch',
    title: 'SafeOgun goes live across all 20 local government areas',
    subtitle: 'Residents can now report incidents, send SOS alerts and track their cases from any phone browser.',
    tags: ['platformupdates', 'gateway', 'demo'],
    daysAgo: 2,
    views: 1840,
    body: `The Ogun State Police Command has opened SafeOgun to every resident of the state. Reports filed on the platform go straight to the State Headquarters, are routed to the Area Command responsible for the area, and reach the nearest police station.

## What you can do today
- **Report an incident** with photos or a short video, signed in or anonymously.
- **Send an SOS** with your location and a short voice note.
- **Track your report** with the ticket ID you receive, at every stage.

The platform works on basic Android phones and uses as little data as possible.`,
  },
  {
    slug: 'kidnapping-alert-sagamu-interchange',
    coverImage: '/news/covers/alert.svg',
    caption: 'Demo image: security alert',
    title: 'Security alert: travel advice for the Sagamu Interchange corridor',
    subtitle: 'Motorists are advised to travel in daylight and report suspicious roadblocks immediately.',
    tags: ['securityalerts', 'kidnapping', 'demo'],
    daysAgo: 4,
    views: 3210,
    body: `Following reports of suspicious activity along the Sagamu Interchange corridor, the Command has increased patrols between Ogere and the Interchange.

1. Travel in daylight where you can.
2. Do not stop for unmarked roadblocks.
3. Use the SOS button on SafeOgun if you feel unsafe; it shares your location with the nearest station.

Call the Command control room in an emergency.`,
  },
  {
    slug: 'stolen-motorcycles-recovered-ifo',
    coverImage: '/news/covers/recovered.svg',
    caption: 'Demo image: recovered motorcycles',
    title: 'Eleven stolen motorcycles recovered in Ifo after residents’ reports',
    subtitle: 'Tips filed through SafeOgun led officers to a warehouse off the Lagos–Abeokuta expressway.',
    tags: ['successstories', 'crimewatch', 'demo'],
    daysAgo: 9,
    views: 980,
    body: `Officers of the Ifo Division recovered eleven motorcycles reported stolen over six weeks. Several of the reports that led to the recovery were filed anonymously.

Owners can identify their motorcycles at the Division with proof of ownership.`,
  },
  {
    slug: 'press-commissioner-briefing-response-times',
    title: 'Commissioner’s briefing: response-time targets for every report type',
    subtitle: 'The Command publishes the response times residents can expect, from emergencies to theft.',
    tags: ['presscoverage', 'demo'],
    daysAgo: 13,
    views: 640,
    body: `At a press briefing in Eleweran, the Command published its response-time targets. Emergencies, kidnapping and murder reports are acted on within 30 minutes; domestic violence within two hours; theft within a day.

A report that misses its target is escalated one level up, from the station to the Area Command and then to the State Headquarters.`,
  },
  {
    slug: 'lost-child-reunited-abeokuta',
    title: 'Lost child reunited with family in Abeokuta South',
    subtitle: 'A market trader’s report helped officers find the family within three hours.',
    tags: ['successstories', 'lost', 'demo'],
    daysAgo: 18,
    views: 1220,
    body: `A seven-year-old found alone at Itoku market was reunited with her family within three hours, after a trader reported the case and officers shared it with nearby stations.`,
  },
  {
    slug: 'anonymous-reporting-explained',
    title: 'How anonymous reporting protects you',
    subtitle: 'No account, no name, no phone number: only a tracking ID that you keep.',
    tags: ['platformupdates', 'security', 'demo'],
    daysAgo: 22,
    views: 2050,
    body: `When you report anonymously, SafeOgun stores no link to any account, even if you are signed in. Photos are cleaned of location data before they are stored.

Keep your tracking ID: it is the only way to follow the report.`,
  },
  {
    slug: 'fake-sos-alerts-warning',
    title: 'Fake SOS alerts put lives at risk',
    subtitle: 'Every false alert sends officers away from a real emergency.',
    tags: ['securityalerts', 'security', 'demo'],
    daysAgo: 27,
    views: 870,
    body: `SOS alerts are for real emergencies. Accounts that send repeated false alerts are flagged for review by the State Headquarters.`,
  },
  {
    slug: 'community-policing-forum-ijebu-ode',
    title: 'Community policing forum holds first meeting in Ijebu Ode',
    subtitle: 'Traditional rulers, traders and youth groups met divisional officers.',
    tags: ['presscoverage', 'modal', 'demo'],
    daysAgo: 34,
    views: 410,
    body: `The first community policing forum in Ijebu Ode brought together traditional rulers, market associations and youth groups. Residents raised street lighting and night patrols as their first concerns.`,
  },
  {
    slug: 'flood-season-emergency-tips',
    title: 'Flood season: staying safe in Ogun Waterside and Ipokia',
    subtitle: 'What to do before, during and after a flood.',
    tags: ['securityalerts', 'demo'],
    daysAgo: 41,
    views: 560,
    body: `Move valuables and documents to a high place, agree a meeting point with your family, and report trapped persons with the Emergency incident type so the nearest station and emergency services are alerted.`,
  },
  {
    slug: 'rate-your-case-feature',
    title: 'New: rate how your case was handled',
    subtitle: 'After a report is resolved or closed you can rate the officers and the station.',
    tags: ['platformupdates', 'demo'],
    daysAgo: 55,
    views: 720,
    body: `Open a resolved or closed report and choose **Leave a Review**. Ratings go to the Command’s complaints and compliments desk, and you can hide your identity from the officers concerned.`,
  },
  {
    slug: 'armed-robbery-suspects-arrested-ota',
    title: 'Armed robbery suspects arrested in Ota',
    subtitle: 'Quick reports from residents helped officers close the escape routes.',
    tags: ['successstories', 'crimewatch', 'demo'],
    daysAgo: 63,
    views: 1530,
    body: `Four suspects were arrested in Ota within an hour of a shop robbery, after several residents reported the direction of escape.`,
  },
  {
    slug: 'safeogun-data-protection',
    title: 'How SafeOgun handles your personal data',
    subtitle: 'What we keep, who can see it, and how to delete your account.',
    tags: ['platformupdates', 'demo'],
    daysAgo: 80,
    views: 300,
    body: `You can download all the data SafeOgun holds about you from Settings, and delete your account at any time. Reports you filed stay with the police for their investigation, detached from your name.`,
  },
  {
    slug: 'radio-interview-pro',
    title: 'Police spokesperson on radio: “Report early, report accurately”',
    subtitle: 'Highlights from a phone-in programme on reporting crime.',
    tags: ['presscoverage', 'demo'],
    daysAgo: 96,
    views: 250,
    body: `Listeners asked how quickly reports are seen, whether anonymous reports are taken seriously, and how to report police misconduct. Every report is seen at the State Headquarters, and misconduct reports go to a separate unit.`,
  },
];

export function demoArticleBody(article: DemoArticle): string {
  return DEMO_NOTE + article.body;
}
