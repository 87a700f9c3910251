import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';

/** The part of an option the picker's state needs (see combobox.tsx). */
interface Named {
  value: number;
  label: string;
}

const { stateChangeTypes: types } = useCombobox;
const labelOf = (option: Named | null | undefined) => option?.label ?? '';

/**
 * Downshift's combobox, where it behaved otherwise than the React Aria picker the forms had before (decision 036):
 * - Escape closes the list and puts back the picked option's text; it never drops the picked option (Downshift's
 *   second Escape clears the field: one press too many loses a choice on a long form).
 * - Enter with nothing highlighted, and leaving the field without picking, also put back the picked option's text:
 *   the text box never shows words that are not the value sent.
 * - A click in the open field leaves the list open (Downshift's closes it): a tap to move the caret keeps the list.
 */
export function comboboxStateReducer<Item extends Named>(
  state: UseComboboxState<Item>,
  { type, changes }: UseComboboxStateChangeOptions<Item>,
): Partial<UseComboboxState<Item>> {
  switch (type) {
    case types.InputKeyDownEscape:
      return { ...changes, selectedItem: state.selectedItem, inputValue: labelOf(state.selectedItem) };
    case types.InputKeyDownEnter:
    case types.InputBlur:
      return { ...changes, inputValue: labelOf(changes.selectedItem ?? state.selectedItem) };
    case types.InputClick:
      return state.isOpen ? state : changes;
    default:
      return changes;
  }
}

/** Case and accents aside ("ofada" finds "Ọ̀fadà"), as React Aria's `contains` filter matched. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** The options whose label contains the typed text. */
export function matchingOptions<Option extends { label: string }>(
  options: readonly Option[],
  query: string,
): readonly Option[] {
  const wanted = folded(query.trim());
  return wanted ? options.filter((option) => folded(option.label).includes(wanted)) : options;
}
