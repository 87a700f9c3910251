import { REPORT_SCHEMAS, reportProblemMessage, type ReportFields, type ReportMode } from '@safeogun/contract/incidents';
import { badRequest } from '../../lib/errors';

/**
 * The contract's rules for `mode` (specification section 5), the same ones the web form applies: an unmet rule
 * answers 400 with section 5's message and each field's problem.
 */
export function assertReportRules(mode: ReportMode, fields: ReportFields): void {
  const result = REPORT_SCHEMAS[mode].safeParse(fields);
  if (result.success) return;
  const errors = result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  throw badRequest(reportProblemMessage(result.error.issues), errors);
}
