import { REPORT_MESSAGES } from '@safeogun/contract/messages';
import { useEffect } from 'react';
import { toast } from '../../../lib/toast';
import { useIncidentTypes } from '../api/use-incident-types';
import { SearchableSelect } from './searchable-select';

export function IncidentTypeField({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const types = useIncidentTypes();
  useEffect(() => {
    if (types.isError) toast.error(REPORT_MESSAGES.loadTypesFailed);
  }, [types.isError]);
  return (
    <div className="space-y-1">
      <label htmlFor="report-type" className="block text-sm font-medium text-slate-800">
        Incident Type <span className="text-red-600">*</span>
      </label>
      <SearchableSelect
        id="report-type"
        options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
        value={value}
        onChange={onChange}
        placeholder={types.isLoading ? 'Loading incident types...' : 'Select incident type'}
        emptyText="No incident types found"
      />
    </div>
  );
}
