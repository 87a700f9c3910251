import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { REPORT_SCHEMAS, reportProblemMessage, type ReportMode } from '@safeogun/contract/incidents';
import { localized } from '../../../lib/i18n';
import type { AddressValue } from '../components/address-field';

/** What the report form, the draft editor and the survey hold of the fields the rules read. */
export interface ReportRuleValues {
  incidentTypeId: number | null;
  description: string;
  /** Absent on the anonymous form. */
  address?: AddressValue;
}

/**
 * The contract's rules for the mode the person chose (Submit or Save as draft), read when the form validates: the
 * same schema the server applies, so a form that passes here is not refused there.
 */
export function reportResolver<T extends ReportRuleValues & FieldValues>(mode: () => ReportMode): Resolver<T> {
  return (values, context, options) =>
    zodResolver(
      z.preprocess(
        (form: T) => ({
          incidentTypeId: form.incidentTypeId,
          description: form.description,
          address: form.address?.address ?? null,
        }),
        REPORT_SCHEMAS[mode()],
      ),
      undefined,
      { raw: true },
    )(values, context, options) as ReturnType<Resolver<T>>;
}

/**
 * The one toast of section 5: each unmet rule's message once, joined with commas, in the order found, in the
 * language the app is shown in.
 */
export function reportErrorsMessage(errors: FieldErrors): string {
  return reportProblemMessage(
    Object.values(errors).flatMap((error) =>
      typeof error?.message === 'string' ? [{ message: localized(error.message) }] : [],
    ),
  );
}
