import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { Check, Copy } from 'lucide-react';
import { COPIED_INDICATOR_MS } from '@safeogun/contract/constants';
import { useUiMessages } from '../locales/ui/messages';

/**
 * Copies the text; the copied indicator resets after 10 seconds. `label`: the button's accessible name when
 * "Copy" alone would not say what is copied (a file's hash among several, say).
 */
export function CopyButton({ text, label, className }: { text: string; label?: string; className?: string }) {
  const { _ } = useUiMessages();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      aria-label={label ? (copied ? _('ui.copy.copiedLabel', { label }) : label) : undefined}
      className={clsx(
        'inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-300 px-3 text-sm hover:bg-slate-50',
        className,
      )}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
        } catch {
          // Clipboard blocked: the id is on screen to copy by hand.
        }
        setCopied(true);
      }}
    >
      {copied ? (
        <Check className="h-4 w-4 text-green-700" aria-hidden="true" />
      ) : (
        <Copy className="h-4 w-4" aria-hidden="true" />
      )}
      {copied ? _('ui.copy.copied') : _('ui.copy.copy')}
    </button>
  );
}
