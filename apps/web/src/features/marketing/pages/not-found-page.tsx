import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <title>Page not found | SafeOgun</title>
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold text-brand-900">Page not found</h1>
      <p className="text-slate-600">The page you are looking for does not exist or has moved.</p>
      <div className="flex gap-3">
        <Button variant="secondary" onClick={() => navigate(-1)}>
          Go back
        </Button>
        <Link to="/" className={buttonClasses('primary')}>
          Take me home
        </Link>
      </div>
    </section>
  );
}
