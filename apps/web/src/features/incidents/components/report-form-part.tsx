import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import type { ReportForm as ReportFormComponent } from './report-form';

// The form's code (react-hook-form, the pickers, the media list) is a chunk of its own, requested as soon as the page
// renders: the report pages' first load stays within the public pages' budget (issue 17), and the HTML rendered at
// build shows the whole form meanwhile.
const ReportForm = lazy(() => import('./report-form').then((module) => ({ default: module.ReportForm })));

/** Tells the part it is live: its effect runs once the form has hydrated or mounted. */
function WhenLive({ setLive }: { setLive: (live: boolean) => void }) {
  useEffect(() => setLive(true), [setLive]);
  return null;
}

/**
 * The report form as a part of the page that is live a moment after the page. Until then it is inert: on the HTML
 * rendered at build a tap or a key reaches nothing, so nothing typed before the form's code arrives can be dropped
 * when the form takes over its fields. `[data-part-pending]` marks it for the browser tests meanwhile, as
 * components/part-ready.tsx does for other parts.
 */
export function ReportFormPart(props: ComponentProps<typeof ReportFormComponent>) {
  const [live, setLive] = useState(false);
  return (
    <div inert={!live} aria-busy={!live}>
      <Suspense
        fallback={
          <div className="flex min-h-96 items-center justify-center">
            <Spinner />
          </div>
        }
      >
        <ReportForm {...props} />
        <WhenLive setLive={setLive} />
      </Suspense>
      {live ? null : <span hidden data-part-pending="" />}
    </div>
  );
}
