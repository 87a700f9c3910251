import { useSearchParams } from 'react-router';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { PageHeader } from '../../../components/ui/page-header';
import { GiveFeedbackForm } from '../components/give-feedback-form';
import { FeedbackHistory } from '../components/feedback-history';

const TABS = [
  { value: 'give', label: 'Give Feedback' },
  { value: 'history', label: 'Feedback History' },
] as const;

export default function FeedbackPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'history' ? 'history' : 'give';

  return (
    <>
      <PageHeader title="Feedback" subtitle="Tell us how a police station or officer served you." />
      <div className="mx-auto max-w-2xl px-4 py-6">
        <Tabs
          label="Feedback"
          value={tab}
          onValueChange={(next) => setParams(next === 'give' ? {} : { tab: next })}
          tabs={TABS}
        >
          <TabPanel value="give">
            <GiveFeedbackForm />
          </TabPanel>
          <TabPanel value="history">
            <FeedbackHistory />
          </TabPanel>
        </Tabs>
      </div>
    </>
  );
}
