import { useContext, type ReactNode, type Ref } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { ChevronDown, X } from 'lucide-react';
import { RequiredMark } from './field';
import { useLocalized } from '../../lib/i18n';
import { useOverlayContainer } from './overlay-container';
import { useUiMessages } from '../locales/ui/messages';

export interface ComboboxOption {
  value: number;
  label: string;
  /** Shown after the label (a distance, say); not searched. */
  hint?: string;
}

/** What a react-hook-form `Controller` hands a picker: spread it into Combobox as is. */
export interface ComboboxControlProps {
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  error?: string;
}

/**
 * A searchable picker on React Aria's ComboBox: typing filters the list, ArrowDown opens it, arrows move (the input
 * keeps focus and points at the option with `aria-activedescendant`), Enter picks, Escape closes. Drop it into a
 * react-hook-form `Controller` as is: `value`, `onChange`, `onBlur`, `name`, `ref` and `error`.
 */
export function Combobox({
  label,
  required,
  hint,
  error,
  options,
  value,
  onChange,
  onBlur,
  name,
  ref,
  id,
  placeholder,
  disabled,
  emptyText,
  clearable = true,
}: ComboboxControlProps & {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  options: readonly ComboboxOption[];
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  /** What the open list says when nothing matches. */
  emptyText?: string;
  clearable?: boolean;
}) {
  const { _ } = useUiMessages();
  const selected = options.find((option) => option.value === value) ?? null;
  const localized = useLocalized();
  // Inside a dialog, the list opens within it (see overlay-container.ts).
  const container = useOverlayContainer();
  return (
    <AriaComboBox
      className="space-y-1"
      name={name}
      selectedKey={selected ? selected.value : null}
      onSelectionChange={(key) => onChange(key === null ? null : Number(key))}
      defaultItems={options}
      isDisabled={disabled}
      isRequired={required}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      allowsEmptyCollection
      onBlur={onBlur}
    >
      <Label className="block text-sm font-medium text-slate-800">
        {label}
        {required ? <RequiredMark /> : null}
      </Label>
      <div className="relative">
        <ComboboxInput
          ref={ref}
          id={id}
          placeholder={placeholder}
          className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 pr-16 text-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100 disabled:text-slate-500 data-invalid:border-red-500"
        />
        <div className="absolute inset-y-0 right-1 flex items-center">
          {clearable && selected && !disabled ? (
            <button
              type="button"
              tabIndex={-1}
              aria-label={_('ui.combobox.clear')}
              className="rounded p-1 text-slate-500 hover:bg-slate-100"
              onClick={() => onChange(null)}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          ) : null}
          <Button className="rounded p-1 text-slate-500 hover:bg-slate-100 disabled:opacity-50">
            <ChevronDown className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      {hint ? (
        <Text slot="description" className="block text-xs text-slate-600">
          {hint}
        </Text>
      ) : null}
      <FieldError className="block text-sm text-red-700">{error ? localized(error) : null}</FieldError>
      <Popover
        offset={4}
        UNSTABLE_portalContainer={container ?? undefined}
        className="max-h-60 w-(--trigger-width) overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        <ListBox<ComboboxOption>
          className="outline-none"
          renderEmptyState={() => (
            <p className="px-3 py-2 text-sm text-slate-600">{emptyText ?? _('ui.combobox.empty')}</p>
          )}
        >
          {(option) => (
            <ListBoxItem
              id={option.value}
              textValue={option.label}
              className="cursor-pointer px-3 py-2 text-sm outline-none data-focused:bg-brand-100 data-selected:font-semibold data-selected:text-brand-900"
            >
              {option.label}
              {option.hint ? <span className="ml-2 text-xs text-slate-600">{option.hint}</span> : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}

/** The text box; a pointer click opens the whole list (keyboard users open it with ArrowDown or by typing). */
function ComboboxInput({
  ref,
  ...props
}: {
  ref?: Ref<HTMLInputElement>;
  id?: string;
  placeholder?: string;
  className: string;
}) {
  const state = useContext(ComboBoxStateContext);
  return (
    <Input
      ref={ref}
      {...props}
      onClick={() => {
        if (state && !state.isOpen) state.open(null, 'manual');
      }}
    />
  );
}
