/**
 * The landing page's lists, kept as plain data so they cost as little JavaScript as possible. The words are message
 * ids of the landing-more catalogue (locales/landing-more, in English, Yoruba and Pidgin); icons are resolved in the
 * components that render each list.
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
    label: 'landingMore.how.web.label',
    title: 'landingMore.how.web.title',
    body: 'landingMore.how.web.body',
    points: [
      'landingMore.how.web.point1',
      'landingMore.how.web.point2',
      'landingMore.how.web.point3',
      'landingMore.how.web.point4',
    ],
    cta: { label: 'landingMore.how.web.cta', to: '/sign-up' },
  },
  {
    id: 'mobile',
    label: 'landingMore.how.mobile.label',
    title: 'landingMore.how.mobile.title',
    body: 'landingMore.how.mobile.body',
    points: ['landingMore.how.mobile.point1', 'landingMore.how.mobile.point2', 'landingMore.how.mobile.point3'],
  },
  {
    id: 'ivr',
    label: 'landingMore.how.ivr.label',
    title: 'landingMore.how.ivr.title',
    body: 'landingMore.how.ivr.body',
    points: ['landingMore.how.ivr.point1', 'landingMore.how.ivr.point2', 'landingMore.how.ivr.point3'],
    comingSoon: true,
  },
  {
    id: 'anonymous',
    label: 'landingMore.how.anonymous.label',
    title: 'landingMore.how.anonymous.title',
    body: 'landingMore.how.anonymous.body',
    points: [
      'landingMore.how.anonymous.point1',
      'landingMore.how.anonymous.point2',
      'landingMore.how.anonymous.point3',
    ],
    cta: { label: 'landingMore.how.anonymous.cta', to: '/report-anonymously' },
  },
];

/**
 * Each feature links to where it works (issue 21: every promise on the landing page is backed by the product); its
 * words are the messages `landingMore.features.<name>.title` and `.body`.
 */
export const FEATURES: { name: string; to: string }[] = [
  { name: 'reporting', to: '/report-incident' },
  { name: 'anonymous', to: '/report-anonymously' },
  { name: 'sos', to: '/sos' },
  { name: 'tracking', to: '/reports' },
  { name: 'map', to: '/crime-map' },
  { name: 'rate', to: '/feedback' },
  { name: 'community', to: '/community' },
];

export const FAQS: { question: string; answer: string }[] = [
  { question: 'landingMore.faq.account.q', answer: 'landingMore.faq.account.a' },
  { question: 'landingMore.faq.types.q', answer: 'landingMore.faq.types.a' },
  { question: 'landingMore.faq.anonymous.q', answer: 'landingMore.faq.anonymous.a' },
  { question: 'landingMore.faq.sos.q', answer: 'landingMore.faq.sos.a' },
  { question: 'landingMore.faq.updates.q', answer: 'landingMore.faq.updates.a' },
  { question: 'landingMore.faq.after.q', answer: 'landingMore.faq.after.a' },
  { question: 'landingMore.faq.rate.q', answer: 'landingMore.faq.rate.a' },
  { question: 'landingMore.faq.devices.q', answer: 'landingMore.faq.devices.a' },
  { question: 'landingMore.faq.free.q', answer: 'landingMore.faq.free.a' },
  { question: 'landingMore.faq.behalf.q', answer: 'landingMore.faq.behalf.a' },
  { question: 'landingMore.faq.languages.q', answer: 'landingMore.faq.languages.a' },
];
