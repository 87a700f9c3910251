import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useNotFoundMessages } from '../locales/not-found/messages';

export default function NotFoundPage() {
  const { _ } = useNotFoundMessages();
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <title>{_('notFound.page.title')}</title>
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold text-brand-900">{_('notFound.heading')}</h1>
      <p className="text-slate-600">{_('notFound.body')}</p>
      <div className="flex gap-3">
        <Button variant="secondary" onClick={() => navigate(-1)}>
          {_('notFound.back')}
        </Button>
        <Link to="/" className={buttonClasses('primary')}>
          {_('notFound.home')}
        </Link>
      </div>
    </section>
  );
}
