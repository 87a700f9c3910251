import { useSearchParams } from 'react-router';
import clsx from 'clsx';
import { PageHeader } from '../../../components/ui/page-header';
import { GiveFeedbackForm } from '../components/give-feedback-form';
import { FeedbackHistory } from '../components/feedback-history';

const TABS = [
  { id: 'give', label: 'Give Feedback' },
  { id: 'history', label: 'Feedback History' },
] as const;

export default function FeedbackPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'history' ? 'history' : 'give';

  return (
    <>
      <PageHeader title="Feedback" subtitle="Tell us how a police station or officer served you." />
      <div className="mx-auto max-w-2xl px-4 py-6">
        <div role="tablist" aria-label="Feedback" className="mb-6 flex rounded-xl bg-slate-100 p-1">
          {TABS.map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              id={`feedback-tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls={`feedback-panel-${t.id}`}
              onClick={() => setParams(t.id === 'give' ? {} : { tab: t.id })}
              className={clsx(
                'min-h-11 flex-1 rounded-lg text-sm font-semibold',
                tab === t.id ? 'bg-white text-brand-800 shadow' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`feedback-panel-${tab}`} aria-labelledby={`feedback-tab-${tab}`}>
          {tab === 'give' ? <GiveFeedbackForm /> : <FeedbackHistory />}
        </div>
      </div>
    </>
  );
}
