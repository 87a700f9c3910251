import { CopyButton } from '../../../components/ui/copy-button';
import { useCommunityMessages } from '../locales/community/messages';

/** The page's address to share: copied, or sent through WhatsApp. */
export function ShareLink({ title }: { title: string }) {
  const { _ } = useCommunityMessages();
  const url = window.location.href;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <CopyButton text={url} label={_('community.share.copy')} />
      <a
        className="text-brand-700 underline"
        href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
        target="_blank"
        rel="noreferrer"
      >
        {_('community.share.whatsapp')}
      </a>
    </div>
  );
}
