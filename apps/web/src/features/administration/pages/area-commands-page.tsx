import { useState } from 'react';
import { Plus } from 'lucide-react';
import { areaCommandBodySchema } from '@safeogun/contract/administration';
import { Button } from '../../../components/ui/button';
import { ConsolePage } from '../../../components/console/authoring';
import { QueryState } from '../../../components/console/query-state';
import { toast } from '../../../lib/toast';
import { useAreaCommands, useCreateAreaCommand, useRenameAreaCommand } from '../api/use-reference';
import { AdminPageHeader } from '../components/admin-nav';
import { MoveLgaDialog, type LgaToMove } from '../components/move-lga-dialog';
import { NameDialog } from '../components/name-dialog';

function LgaList({
  lgas,
  commandId,
  onMove,
}: {
  lgas: { id: number; name: string; stations: unknown[] }[];
  commandId: number | null;
  onMove: (lga: LgaToMove) => void;
}) {
  if (!lgas.length) return <p className="text-sm text-slate-600">No LGA.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {lgas.map((lga) => (
        <li key={lga.id} className="flex items-center justify-between gap-3 py-2 text-sm">
          <span>
            <span className="font-medium text-slate-900">{lga.name}</span>{' '}
            <span className="text-slate-600">
              ({lga.stations.length} active station{lga.stations.length === 1 ? '' : 's'})
            </span>
          </span>
          <Button
            variant="secondary"
            onClick={() => onMove({ id: lga.id, name: lga.name, commandId })}
            aria-label={`Move ${lga.name}`}
          >
            Move
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * /console/admin/area-commands (administrators): the Area Commands and the LGAs each holds (an LGA belongs to
 * exactly one); add and rename a command, move an LGA to another after being told how many open reports go with it.
 */
export default function AreaCommandsPage() {
  const tree = useAreaCommands();
  const create = useCreateAreaCommand();
  const rename = useRenameAreaCommand();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [moving, setMoving] = useState<LgaToMove | null>(null);
  const commands = tree.data?.areaCommands ?? [];
  return (
    <ConsolePage title="Area Commands">
      <AdminPageHeader
        title="Area Commands"
        description={
          <>
            Each LGA belongs to one Area Command, whose commanders see and act on its reports. Moving an LGA re-routes
            its open reports to the new command.
          </>
        }
      >
        <Button className="sm:shrink-0" onClick={() => setAdding(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add Area Command
        </Button>
      </AdminPageHeader>
      <QueryState query={tree} data={commands} what="the Area Commands">
        {() => (
          <div className="grid gap-4 md:grid-cols-2">
            {commands.map((command) => (
              <section
                key={command.id}
                aria-labelledby={`command-${command.id}`}
                className="rounded-xl border border-slate-200 bg-white p-4"
              >
                <div className="flex items-center justify-between gap-3">
                  <h2 id={`command-${command.id}`} className="text-lg font-semibold text-slate-900">
                    {command.name}
                  </h2>
                  <Button
                    variant="secondary"
                    onClick={() => setRenaming(command)}
                    aria-label={`Rename ${command.name}`}
                  >
                    Rename
                  </Button>
                </div>
                <LgaList lgas={command.lgas} commandId={command.id} onMove={setMoving} />
              </section>
            ))}
            {tree.data?.unassignedLgas.length ? (
              <section aria-labelledby="command-none" className="rounded-xl border border-amber-200 bg-amber-50 p-4">
                <h2 id="command-none" className="text-lg font-semibold text-amber-900">
                  LGAs without an Area Command
                </h2>
                <LgaList lgas={tree.data.unassignedLgas} commandId={null} onMove={setMoving} />
              </section>
            ) : null}
          </div>
        )}
      </QueryState>
      <NameDialog
        open={adding}
        title="Add an Area Command"
        schema={areaCommandBodySchema}
        submitLabel="Add"
        onSave={async (name) => {
          await create.mutateAsync(name);
          toast.success(`${name} added.`);
        }}
        onClose={() => setAdding(false)}
      />
      <NameDialog
        open={renaming !== null}
        title={renaming ? `Rename ${renaming.name}` : 'Rename'}
        schema={areaCommandBodySchema}
        initial={renaming?.name}
        submitLabel="Rename"
        onSave={async (name) => {
          await rename.mutateAsync({ id: renaming!.id, name });
          toast.success(`Renamed ${name}.`);
        }}
        onClose={() => setRenaming(null)}
      />
      <MoveLgaDialog lga={moving} commands={commands} onClose={() => setMoving(null)} />
    </ConsolePage>
  );
}
