import type { ComponentProps } from 'react';
import { Modal } from '../../../components/ui/modal';
import { Button } from '../../../components/ui/button';
import { FilterBar } from './filter-bar';
import { useCrimeMapMessages } from '../locales/crime-map/messages';

/**
 * The phone's Filters sheet: the filter bar in a sheet along the bottom of the screen, so the map keeps the screen.
 * Its own chunk: the dialog library loads when the sheet is first opened.
 */
export default function FilterSheet({
  open,
  onClose,
  ...filters
}: { open: boolean; onClose: () => void } & Omit<ComponentProps<typeof FilterBar>, 'stacked'>) {
  const { _ } = useCrimeMapMessages();
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={_('crimeMap.page.filters')} sheet>
      <FilterBar {...filters} stacked />
      <Button variant="secondary" className="mt-3 w-full" onClick={onClose}>
        {_('crimeMap.sheet.done')}
      </Button>
    </Modal>
  );
}
