import { REPORT_MESSAGES } from '@safeogun/contract/messages';
import { Combobox, type ComboboxControlProps } from '../../../components/ui/combobox';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useIncidentTypes } from '../api/use-incident-types';

export function IncidentTypeField(control: ComboboxControlProps) {
  const types = useIncidentTypes();
  useErrorToast(types.isError, REPORT_MESSAGES.loadTypesFailed);
  return (
    <Combobox
      {...control}
      id="report-type"
      label="Incident Type"
      required
      options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
      placeholder={types.isLoading ? 'Loading incident types...' : 'Select incident type'}
      emptyText="No incident types found"
    />
  );
}
