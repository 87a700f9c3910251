import { useSearchParams } from 'react-router';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { PageHeader } from '../../../components/ui/page-header';
import { GiveFeedbackForm } from '../components/give-feedback-form';
import { FeedbackHistory } from '../components/feedback-history';
import { useFeedbackMessages } from '../locales/feedback/messages';

export default function FeedbackPage() {
  const { _ } = useFeedbackMessages();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'history' ? 'history' : 'give';

  return (
    <>
      <PageHeader title={_('feedback.header.title')} subtitle={_('feedback.header.subtitle')} />
      <div className="mx-auto max-w-2xl px-4 py-6">
        <Tabs
          label={_('feedback.tabs.label')}
          value={tab}
          onValueChange={(next) => setParams(next === 'give' ? {} : { tab: next })}
          tabs={[
            { value: 'give', label: _('feedback.tabs.give') },
            { value: 'history', label: _('feedback.tabs.history') },
          ]}
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
