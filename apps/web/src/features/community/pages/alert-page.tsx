import { Link, useParams } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { useAlert } from '../api/community';
import { AlertCard } from '../components/alert-card';
import { ShareLink } from '../components/share-link';
import { useCommunityMessages } from '../locales/community/messages';
import { Missing } from './tip-page';

/** /community/alerts/:id: one active security alert and a share link. */
export default function AlertPage() {
  const { _ } = useCommunityMessages();
  const { id } = useParams();
  const alert = useAlert(id);
  if (alert.isPending) return <PageSpinner label={_('community.loading')} />;
  if (!alert.data) return <Missing />;
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-6">
      <Link to="/community" className="text-sm text-brand-700 underline">
        {_('community.back')}
      </Link>
      <h1 className="text-2xl font-bold text-brand-900">{_('community.alert.heading')}</h1>
      <AlertCard alert={alert.data} />
      <p className="text-sm text-slate-600">
        {_('community.alert.until', { date: new Date(alert.data.expiresAt).toLocaleString() })}
      </p>
      <ShareLink title={alert.data.title} />
    </div>
  );
}
