import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { REPORT_SCHEMAS, type ReportMode } from '@safeogun/contract/incidents';

/**
 * The contract's rules for the mode the person chose (Submit or Save as draft), read when the form validates: the
 * same schema the server applies, so a form that passes here is not refused there. Loaded by report-rules.ts.
 */
export function reportSchemaResolver<
  // report-rules.ts's ReportRuleValues, as far as the rules read it (that module loads this one).
  T extends FieldValues & { incidentTypeId: number | null; description: string; address?: { address: string } },
>(mode: () => ReportMode): Resolver<T> {
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
