import { REPORT_MESSAGES } from '@safeogun/contract/messages';
import { useEffect, type Ref } from 'react';
import { Combobox } from '../../../components/ui/combobox';
import { toast } from '../../../lib/toast';
import { useIncidentTypes } from '../api/use-incident-types';

export function IncidentTypeField({
  value,
  onChange,
  onBlur,
  name,
  ref,
  error,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  error?: string;
}) {
  const types = useIncidentTypes();
  useEffect(() => {
    if (types.isError) toast.error(REPORT_MESSAGES.loadTypesFailed);
  }, [types.isError]);
  return (
    <Combobox
      id="report-type"
      label="Incident Type"
      required
      options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      name={name}
      ref={ref}
      error={error}
      placeholder={types.isLoading ? 'Loading incident types...' : 'Select incident type'}
      emptyText="No incident types found"
    />
  );
}
