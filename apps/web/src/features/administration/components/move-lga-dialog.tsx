import { useState } from 'react';
import type { LgaMove } from '@safeogun/contract/administration';
import { GENERIC_MESSAGES } from '@safeogun/contract/messages';
import { DialogButtons } from '../../../components/console/dialog-buttons';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useMoveLga, usePreviewLgaMove } from '../api/use-reference';

export interface LgaToMove {
  id: number;
  name: string;
  commandId: number | null;
}

const reports = (n: number) => `${n} open report${n === 1 ? '' : 's'}`;

function MoveForm({
  lga,
  commands,
  onDone,
}: {
  lga: LgaToMove;
  commands: { id: number; name: string }[];
  onDone: () => void;
}) {
  const [target, setTarget] = useState('');
  const [preview, setPreview] = useState<LgaMove | null>(null);
  const check = usePreviewLgaMove();
  const move = useMoveLga();
  const choose = async (value: string) => {
    setTarget(value);
    setPreview(null);
    if (!value) return;
    try {
      setPreview(await check.mutateAsync({ lgaId: lga.id, areaCommandId: Number(value) }));
    } catch (error) {
      toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  };
  const confirm = async () => {
    if (!preview) return;
    try {
      const done = await move.mutateAsync({
        lgaId: lga.id,
        areaCommandId: preview.to.id,
        confirmOpenReports: preview.openReports,
      });
      toast.success(
        `${done.lga.name} now belongs to ${done.to.name}${done.rerouted ? `; ${reports(done.rerouted)} re-routed` : ''}.`,
      );
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  };
  return (
    <div className="space-y-4">
      <SelectField
        label="Move to"
        value={target}
        placeholder="Choose an Area Command"
        onChange={(event) => void choose(event.target.value)}
        options={commands.filter((c) => c.id !== lga.commandId).map((c) => ({ value: c.id, label: c.name }))}
      />
      {preview ? (
        <p
          role="status"
          className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="move-preview"
        >
          {preview.openReports
            ? `Moving ${preview.lga.name} to ${preview.to.name} re-routes ${reports(preview.openReports)} to ${preview.to.name}. Closed reports stay with the command that handled them.`
            : `${preview.lga.name} has no open report: nothing is re-routed.`}
        </p>
      ) : null}
      <DialogButtons
        onCancel={onDone}
        label={preview?.openReports ? `Move and re-route ${reports(preview.openReports)}` : `Move ${lga.name}`}
        pending={move.isPending}
        pendingLabel="Moving..."
        disabled={!preview}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}

/** Moves an LGA to another Area Command, saying first how many open reports go with it. */
export function MoveLgaDialog({
  lga,
  commands,
  onClose,
}: {
  lga: LgaToMove | null;
  commands: { id: number; name: string }[];
  onClose: () => void;
}) {
  return (
    <Modal open={lga !== null} onOpenChange={(next) => !next && onClose()} title={lga ? `Move ${lga.name}` : 'Move'}>
      {lga ? <MoveForm key={lga.id} lga={lga} commands={commands} onDone={onClose} /> : null}
    </Modal>
  );
}
