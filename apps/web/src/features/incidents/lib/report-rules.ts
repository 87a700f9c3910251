import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ReportMode } from '@safeogun/contract/incidents';
import { reportProblemMessage } from '@safeogun/contract/report-problems';
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
 * zod, its form resolver and the contract's report schemas (some 30 KB gzip): not in the report pages' first load
 * (issue 17). The form fetches them once it has rendered (`preloadReportRules`); a submit before they arrive waits
 * for them, so no report leaves unchecked.
 */
const loadValidation = () => import('./report-validation');

/** Fetches the rules ahead of the first submit; a failure is left to that submit's own attempt. */
export function preloadReportRules(): void {
  loadValidation().catch(() => undefined);
}

/**
 * The contract's rules for the mode the person chose (Submit or Save as draft), read when the form validates: the
 * same schema the server applies, so a form that passes here is not refused there.
 */
export function reportResolver<T extends ReportRuleValues & FieldValues>(mode: () => ReportMode): Resolver<T> {
  return async (values, context, options) =>
    (await loadValidation()).reportSchemaResolver<T>(mode)(values, context, options);
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
