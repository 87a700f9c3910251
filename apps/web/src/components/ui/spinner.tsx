import { Button } from './button';
import { useSharedMessages } from '../locales/shared/messages';

export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  const { _ } = useSharedMessages();
  return (
    <span role="status" className={`inline-flex items-center gap-2 ${className}`}>
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-current border-t-transparent text-brand-600"
      />
      <span className="sr-only">{label ?? _('shared.spinner.loading')}</span>
    </span>
  );
}

export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}

/** What a section shows when its data failed to load: the message and a Try Again button that fetches again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { _ } = useSharedMessages();
  return (
    <div className="space-y-2">
      <p className="text-red-600">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {_('shared.loadError.retry')}
      </Button>
    </div>
  );
}
