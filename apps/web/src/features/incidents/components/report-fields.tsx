import type { ComponentProps } from 'react';
import { useController, type Control } from 'react-hook-form';
import { AddressField, type AddressValue } from './address-field';
import { HideIdentityField } from './hide-identity-field';
import { IncidentTypeField } from './incident-type-field';
import { StationField } from './station-field';

/** The fields the report form, the draft editor and the survey share, with the value each holds. */
export interface ReportFieldValues {
  incidentTypeId: number | null;
  address: AddressValue;
  stationId: number | null;
  hideIdentity: boolean;
}

/** The props of a shared field: the control of any form whose values include that field. */
interface ReportFieldProps<K extends keyof ReportFieldValues, T extends Pick<ReportFieldValues, K>> {
  control: Control<T>;
}

/**
 * react-hook-form types a control by the whole form's values and cannot narrow it to a subset, so the form's control
 * is read as one over the shared fields (the form's type guarantees it holds the field `name`).
 */
function useReportField<K extends keyof ReportFieldValues, T extends Pick<ReportFieldValues, K>>(
  control: Control<T>,
  name: K,
) {
  return useController({ control: control as unknown as Control<ReportFieldValues>, name }).field;
}

export function IncidentTypeInput<T extends Pick<ReportFieldValues, 'incidentTypeId'>>({
  control,
}: ReportFieldProps<'incidentTypeId', T>) {
  const field = useReportField(control, 'incidentTypeId');
  return <IncidentTypeField value={field.value} onChange={field.onChange} />;
}

export function AddressInput<T extends Pick<ReportFieldValues, 'address'>>({
  control,
  ...options
}: ReportFieldProps<'address', T> & Omit<ComponentProps<typeof AddressField>, 'value' | 'onChange'>) {
  const field = useReportField(control, 'address');
  return <AddressField value={field.value} onChange={field.onChange} {...options} />;
}

export function StationInput<T extends Pick<ReportFieldValues, 'stationId'>>({
  control,
  ...options
}: ReportFieldProps<'stationId', T> & Omit<ComponentProps<typeof StationField>, 'value' | 'onChange'>) {
  const field = useReportField(control, 'stationId');
  return <StationField value={field.value} onChange={field.onChange} {...options} />;
}

export function HideIdentityInput<T extends Pick<ReportFieldValues, 'hideIdentity'>>({
  control,
}: ReportFieldProps<'hideIdentity', T>) {
  const field = useReportField(control, 'hideIdentity');
  return <HideIdentityField checked={field.value} onChange={field.onChange} />;
}
