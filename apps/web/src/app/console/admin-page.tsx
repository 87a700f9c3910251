import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { ADMIN_SECTIONS } from './console-nav';
import { ConsolePage } from '../../components/console/authoring';

/** /console/admin: the administrators' pages, one link each with what is done there. */
export default function AdminPage() {
  return (
    <ConsolePage title="Administration" width="max-w-4xl">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">Administration</h1>
        <p className="mt-1 text-sm text-slate-600">
          Run the platform for the command. Every change made here is recorded in the audit log.
        </p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Administration">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              className="flex min-h-16 items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-300 hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-brand-900">{section.label}</span>
                <span className="block text-sm text-slate-600">{section.description}</span>
              </span>
              <ChevronRight className="h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </ConsolePage>
  );
}
