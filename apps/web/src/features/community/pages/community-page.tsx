import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LGA_NAMES } from '@safeogun/contract/reference';
import { TIP_TOPICS } from '@safeogun/contract/community';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { useAlerts, usePolls, useTips } from '../api/community';
import { AlertCard } from '../components/alert-card';
import { PollCard } from '../components/poll-card';
import { useChosenLga } from '../components/chosen-lga';
import { useCommunityMessages } from '../locales/community/messages';
import { Section } from '../../../components/ui/section';

/** /community: the alerts for the visitor's area, open polls and safety tips (issue 21). */
export default function CommunityPage() {
  const { _ } = useCommunityMessages();
  const [lga, setLga] = useChosenLga();
  const session = useSession();
  // Not chosen: the resident's own LGA, state-wide alerts only for one without a station, a visitor every alert.
  const notChosen = !session
    ? _('community.lga.all')
    : session.user.lga
      ? _('community.lga.mine', { lga: session.user.lga })
      : _('community.lga.stateWide');
  const [topic, setTopic] = useState('');
  const alerts = useAlerts(lga);
  const polls = usePolls(lga);
  const tips = useTips(topic, '');

  useEffect(() => {
    document.title = _('community.title');
  }, [_]);

  const shownLga = alerts.data?.lga ?? null;
  // A copy read offline may hold alerts that have since expired: those are not shown.
  const activeAlerts = alerts.data?.alerts.filter((alert) => Date.parse(alert.expiresAt) > Date.now()) ?? [];
  return (
    <>
      <PageHeader title={_('community.header.title')} subtitle={_('community.header.subtitle')}>
        <SelectField
          label={_('community.lga.label')}
          value={lga}
          onChange={(event) => setLga(event.target.value)}
          placeholder={notChosen}
          options={LGA_NAMES.map((name) => ({ value: name, label: name }))}
        />
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-6">
        <Section
          title={shownLga ? _('community.alerts.titleFor', { lga: shownLga }) : _('community.alerts.title')}
          titleClassName="text-xl font-bold text-brand-900"
        >
          {alerts.isPending ? (
            <Spinner />
          ) : activeAlerts.length ? (
            <div className="mt-3 grid gap-3 md:grid-cols-2">
              {activeAlerts.map((alert) => (
                <AlertCard key={alert.id} alert={alert} />
              ))}
            </div>
          ) : (
            <p className="mt-2 text-slate-600">{_('community.alerts.none')}</p>
          )}
        </Section>

        <Section title={_('community.polls.title')} titleClassName="text-xl font-bold text-brand-900">
          {polls.data?.length ? (
            <div className="mt-3 grid gap-3 md:grid-cols-2">
              {polls.data.map((poll) => (
                <PollCard key={poll.id} poll={poll} />
              ))}
            </div>
          ) : polls.isPending && polls.fetchStatus === 'paused' ? (
            <p className="mt-2 text-slate-600">{_('community.polls.offline')}</p>
          ) : polls.isPending ? (
            <Spinner />
          ) : (
            <p className="mt-2 text-slate-600">{_('community.polls.none')}</p>
          )}
        </Section>

        <Section title={_('community.tips.title')} titleClassName="text-xl font-bold text-brand-900">
          <SelectField
            label={_('community.tips.topic')}
            value={topic}
            onChange={(event) => setTopic(event.target.value)}
            placeholder={_('community.tips.allTopics')}
            options={TIP_TOPICS.map((value) => ({ value, label: _(`community.topic.${value}`) }))}
            fieldClassName="mt-2 max-w-sm"
          />
          {tips.isPending ? (
            <Spinner />
          ) : (
            <ul className="mt-3 grid gap-3 md:grid-cols-2">
              {tips.data?.map((tip) => (
                <li key={tip.id} className="rounded-lg border border-slate-200 bg-white p-4">
                  <p className="text-xs font-semibold uppercase text-brand-700">{_(`community.topic.${tip.topic}`)}</p>
                  <h3 className="font-semibold text-slate-900">
                    <Link to={`/community/tips/${tip.id}`} className="hover:underline">
                      {tip.title}
                    </Link>
                  </h3>
                  <p className="text-sm text-slate-700">{tip.summary}</p>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <section aria-labelledby="news-heading">
          <h2 id="news-heading" className="text-xl font-bold text-brand-900">
            {_('community.news.title')}
          </h2>
          <p className="mt-2">
            <Link to="/news" className="font-semibold text-brand-700 underline">
              {_('community.news.link')}
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
