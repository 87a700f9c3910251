import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from './ui/button';
import { TextareaField } from './ui/textarea-field';
import { errorMessage } from '../lib/api-client';
import { useMessagingMessages } from './locales/messaging/messages';

export interface ComposeFormProps {
  label: string;
  /** The contract's rule for the text (trimmed, required, bounded), whose sentences show under the box. */
  textSchema: z.ZodType<string, string>;
  maxLength: number;
  /** Sends the trimmed text; a rejection's sentence is shown under the box and the text stays. */
  onSend: (text: string) => Promise<unknown>;
  sending: boolean;
  submitLabel?: string;
  /** A line under the box: who reads the text and how they learn of it. */
  hint?: string;
  defaultText?: string;
  /** Opened on purpose (a Reply button): the box takes the focus, so typing starts at once. */
  focusOnOpen?: boolean;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  failure?: string;
}

/**
 * A text box with its character count, the contract's validation (react-hook-form), the server's refusal sentence
 * and a send button: the reply box of a message thread and of a review or feedback. Emptied after a send.
 */
export function ComposeForm({
  label,
  textSchema,
  maxLength,
  onSend,
  sending,
  submitLabel,
  hint,
  defaultText = '',
  focusOnOpen,
  onCancel,
  failure,
}: ComposeFormProps) {
  const { _ } = useMessagingMessages();
  const boxId = useId();
  const form = useForm<{ text: string }>({
    resolver: zodResolver(z.object({ text: textSchema })),
    defaultValues: { text: defaultText },
  });
  const text = form.watch('text') ?? '';
  const fieldError = form.formState.errors.text?.message;
  const sendError = form.formState.errors.root?.message;
  useEffect(() => {
    if (focusOnOpen) form.setFocus('text');
  }, [focusOnOpen, form]);
  const described = [hint ? `${boxId}-hint` : null, fieldError ? `${boxId}-error` : null].filter(Boolean).join(' ');

  const send = form.handleSubmit(async ({ text }) => {
    try {
      await onSend(text);
      form.reset({ text: '' });
    } catch (error) {
      form.setError('root', { message: errorMessage(error, failure ?? _('messaging.failed')) });
    }
  });

  return (
    <form noValidate className="space-y-2" onSubmit={(event) => void send(event)}>
      <TextareaField
        id={boxId}
        label={label}
        rows={3}
        maxLength={maxLength}
        length={text.length}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={described || undefined}
        {...form.register('text', { onChange: () => form.clearErrors('root') })}
      />
      {hint ? (
        <p id={`${boxId}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {fieldError ? (
        <p id={`${boxId}-error`} className="text-sm text-red-700">
          {fieldError}
        </p>
      ) : null}
      {sendError ? (
        <p role="alert" className="text-sm text-red-700">
          {sendError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="w-full sm:w-auto" disabled={sending || text.trim() === ''}>
          {sending ? _('messaging.sending') : (submitLabel ?? _('messaging.send'))}
        </Button>
        {onCancel ? (
          <Button variant="ghost" className="w-full sm:w-auto" onClick={onCancel}>
            {_('messaging.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
