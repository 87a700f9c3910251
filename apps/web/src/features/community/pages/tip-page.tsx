import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { useTip } from '../api/community';
import { ShareLink } from '../components/share-link';
import { useCommunityMessages } from '../locales/community/messages';

/** /community/tips/:id: one safety tip, its numbered steps and a share link. */
export default function TipPage() {
  const { _ } = useCommunityMessages();
  const { id } = useParams();
  const tip = useTip(id);
  useEffect(() => {
    if (tip.data) document.title = `${tip.data.title} | SafeOgun`;
  }, [tip.data]);
  if (tip.isPending) return <PageSpinner label={_('community.loading')} />;
  if (!tip.data) return <Missing />;
  return (
    <article className="mx-auto max-w-2xl space-y-4 px-4 py-6">
      <Link to="/community" className="text-sm text-brand-700 underline">
        {_('community.back')}
      </Link>
      <p className="text-xs font-semibold uppercase text-brand-700">{_(`community.topic.${tip.data.topic}`)}</p>
      <h1 className="text-2xl font-bold text-brand-900">{tip.data.title}</h1>
      <p className="text-slate-700">{tip.data.summary}</p>
      {tip.data.imageUrl ? <img src={tip.data.imageUrl} alt="" className="w-full rounded-lg" /> : null}
      <ol className="list-decimal space-y-2 pl-6">
        {tip.data.steps.map((step, i) => (
          <li key={i}>{step}</li>
        ))}
      </ol>
      <ShareLink title={tip.data.title} />
    </article>
  );
}

function Missing() {
  const { _ } = useCommunityMessages();
  return (
    <div className="mx-auto max-w-xl px-4 py-10 text-center">
      <h1 className="text-2xl font-bold text-brand-900">{_('community.missing')}</h1>
      <Link to="/community" className="text-brand-700 underline">
        {_('community.back')}
      </Link>
    </div>
  );
}

export { Missing };
