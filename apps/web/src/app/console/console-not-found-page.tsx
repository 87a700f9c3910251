import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

/** A console path that does not exist, or a page the signed-in police role does not have. */
export default function ConsoleNotFoundPage() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <title>Page not found | SafeOgun Console</title>
      <h1 className="text-2xl font-bold text-brand-900">Page not found</h1>
      <p className="text-slate-600">This console page does not exist, or your role does not open it.</p>
      <Link to="/console" className={buttonClasses('primary')}>
        Back to the queue
      </Link>
    </section>
  );
}
