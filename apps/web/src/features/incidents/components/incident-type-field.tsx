import { REPORT_MESSAGES } from '@safeogun/contract/report-messages';
import { Combobox, type ComboboxControlProps } from '../../../components/ui/combobox';
import { useLocalized } from '../../../lib/i18n';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useIncidentTypes } from '../api/use-incident-types';
import { useReportFormMessages } from '../locales/report-form/messages';

export function IncidentTypeField(control: ComboboxControlProps) {
  const { _ } = useReportFormMessages();
  const localized = useLocalized();
  const types = useIncidentTypes();
  useErrorToast(types.isError, localized(REPORT_MESSAGES.loadTypesFailed));
  return (
    <Combobox
      {...control}
      id="report-type"
      label={_('reportForm.type.label')}
      required
      options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
      placeholder={types.isLoading ? _('reportForm.type.loading') : _('reportForm.type.placeholder')}
      emptyText={_('reportForm.type.empty')}
    />
  );
}
