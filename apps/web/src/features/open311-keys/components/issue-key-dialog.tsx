import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { open311KeyCreateBodySchema, type Open311KeyCreateBody } from '@safeogun/contract/open311';
import { GENERIC_MESSAGES } from '@safeogun/contract/messages';
import { DialogButtons } from '../../../components/console/dialog-buttons';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useIssueOpen311Key } from '../api/use-open311-keys';

function IssueForm({ onIssued, onCancel }: { onIssued: (apiKey: string) => void; onCancel: () => void }) {
  const issue = useIssueOpen311Key();
  const form = useForm<Open311KeyCreateBody>({
    resolver: zodResolver(open311KeyCreateBodySchema),
    defaultValues: { name: '' },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      onIssued((await issue.mutateAsync(body)).apiKey);
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['name']))
        toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field
        label="App or organisation"
        id="open311-key-name"
        hint="Who will use the key, as you will recognise it in this list (for example FixMyOgun)."
        error={form.formState.errors.name?.message}
        required
      >
        <Input autoComplete="off" maxLength={80} {...form.register('name')} />
      </Field>
      <DialogButtons onCancel={onCancel} label="Issue key" pending={issue.isPending} pendingLabel="Issuing..." />
    </form>
  );
}

/** The key once: copied now or never seen again (only its hash is kept). */
function IssuedKey({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="status">
        Copy the key now and give it to the app&apos;s team by a safe route. It will not be shown again: if it is lost,
        revoke it and issue a new one.
      </p>
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-800" id="open311-issued-key-label">
          API key
        </p>
        <code
          className="block break-all rounded-lg border border-slate-300 bg-slate-50 p-3 font-mono text-sm text-slate-900"
          aria-labelledby="open311-issued-key-label"
          data-testid="open311-issued-key"
        >
          {apiKey}
        </code>
        <CopyButton text={apiKey} label="Copy the API key" />
      </div>
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

/** Issues a key for another app (audited); shows it once. */
export function IssueKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [apiKey, setApiKey] = useState<string | null>(null);
  const close = () => {
    setApiKey(null);
    onClose();
  };
  return (
    <Modal
      open={open}
      // Once the key is shown, only Done closes the dialog, so it is not dismissed before it was copied.
      onOpenChange={apiKey ? undefined : (next) => !next && close()}
      icon={apiKey ? <KeyRound className="h-8 w-8 text-brand-700" aria-hidden="true" /> : undefined}
      title={apiKey ? 'Key issued' : 'Issue an Open311 API key'}
      description={
        apiKey
          ? undefined
          : 'The app files reports through Open311 with this key. Its reports reach the police queue as anonymous reports from the Open311 channel.'
      }
    >
      {open ? (
        apiKey ? (
          <IssuedKey apiKey={apiKey} onDone={close} />
        ) : (
          <IssueForm onIssued={setApiKey} onCancel={close} />
        )
      ) : null}
    </Modal>
  );
}
