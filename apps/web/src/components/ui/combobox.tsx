import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useCombobox } from 'downshift';
import { ChevronDown, X } from 'lucide-react';
import clsx from 'clsx';
import { RequiredMark } from './field';
import { comboboxStateReducer, matchingOptions } from './combobox-state';
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
 * A searchable picker, the WAI-ARIA combobox with list autocomplete, on Downshift's `useCombobox` (decision 036):
 * typing filters the list, a click or ArrowDown opens the whole list, arrows, Home and End move (the input keeps
 * focus and points at the option with `aria-activedescendant`), Enter or a tap picks, Escape closes and puts back the
 * picked option's text, leaving the field does too. Drop it into a react-hook-form `Controller` as is: `value`,
 * `onChange`, `onBlur`, `name`, `ref` and `error`.
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
  const localized = useLocalized();
  const selected = options.find((option) => option.value === value) ?? null;
  // The text typed since the list opened, which filters it; null while the list shows every option (opened by a
  // click or an arrow on the picked option's text).
  const [query, setQuery] = useState<string | null>(null);
  const items = query === null ? options : matchingOptions(options, query);
  const anchor = useRef<HTMLDivElement>(null);
  const base = useId();
  const ids = {
    inputId: id ?? `${base}input`,
    labelId: `${base}label`,
    menuId: `${base}listbox`,
    toggleButtonId: `${base}toggle`,
    getItemId: (index: number) => `${base}option-${index}`,
  };
  const hintId = hint ? `${ids.inputId}-hint` : undefined;
  const errorId = error ? `${ids.inputId}-error` : undefined;

  const combobox = useCombobox<ComboboxOption>({
    ...ids,
    items: items as ComboboxOption[],
    itemToString: (option) => option?.label ?? '',
    // The options are made anew on each render: the same value is the same option. Its label is in the key too, so
    // the text follows when the name changes (the options came after the value, or in another language).
    itemToKey: (option) => (option ? `${option.value}:${option.label}` : null),
    selectedItem: selected,
    stateReducer: comboboxStateReducer,
    onStateChange: (change) => {
      if (change.type === useCombobox.stateChangeTypes.InputChange) {
        setQuery(change.inputValue ?? '');
        // Emptying the text lets the picked option go, as the React Aria picker did.
        if (!change.inputValue && value !== null) onChange(null);
      } else if (change.isOpen !== undefined) setQuery(null);
      if (change.selectedItem !== undefined && (change.selectedItem?.value ?? null) !== value) {
        onChange(change.selectedItem?.value ?? null);
      }
    },
  });
  const { isOpen, highlightedIndex } = combobox;

  // Inside a dialog, the list opens within it (see overlay-container.ts), placed over the dialog's scrolling part.
  const container = useOverlayContainer();
  const placement = useListPlacement(isOpen, anchor, container);

  const list = (
    <ul
      {...combobox.getMenuProps({}, { suppressRefError: true })}
      hidden={!isOpen}
      style={placement}
      className="absolute z-50 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg outline-none"
    >
      {isOpen && items.length === 0 ? (
        // What the list says when nothing matches, read as its one option (as React Aria's list did); never picked.
        <li role="option" aria-disabled="true" aria-selected="false" className="px-3 py-2 text-sm text-slate-600">
          {emptyText ?? _('ui.combobox.empty')}
        </li>
      ) : null}
      {isOpen
        ? items.map((option, index) => (
            <li
              key={option.value}
              {...combobox.getItemProps({ item: option, index })}
              // aria-selected is the highlight (WAI-ARIA 1.2); the picked option is in bold.
              className={clsx(
                'cursor-pointer px-3 py-2 text-sm',
                highlightedIndex === index && 'bg-brand-100',
                option.value === value && 'font-semibold text-brand-900',
              )}
            >
              {option.label}
              {option.hint ? <span className="ml-2 text-xs text-slate-600">{option.hint}</span> : null}
            </li>
          ))
        : null}
    </ul>
  );

  return (
    <div className="space-y-1">
      <label {...combobox.getLabelProps()} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <div ref={anchor} className="relative">
        <input
          {...combobox.getInputProps({
            ref,
            onBlur,
            disabled,
            placeholder,
            'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
            'aria-invalid': error ? true : undefined,
            'aria-required': required ? true : undefined,
          })}
          // No highlight, no attribute (Downshift would write an empty one).
          aria-activedescendant={isOpen && highlightedIndex > -1 ? ids.getItemId(highlightedIndex) : undefined}
          data-invalid={error ? true : undefined}
          className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 pr-16 text-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100 disabled:text-slate-500 data-invalid:border-red-500"
        />
        <div className="absolute inset-y-0 right-1 flex items-center">
          {clearable && selected && !disabled ? (
            <button
              type="button"
              tabIndex={-1}
              aria-label={_('ui.combobox.clear')}
              className="rounded p-1 text-slate-500 hover:bg-slate-100"
              onClick={() => combobox.selectItem(null)}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          ) : null}
          <button
            type="button"
            {...combobox.getToggleButtonProps({
              disabled,
              // The focus stays in the text box.
              onMouseDown: (event) => event.preventDefault(),
            })}
            // "Show suggestions Incident Type": the button's name, then the field's.
            aria-label={_('ui.combobox.show')}
            aria-labelledby={`${ids.toggleButtonId} ${ids.labelId}`}
            className="rounded p-1 text-slate-500 hover:bg-slate-100 disabled:opacity-50"
          >
            <ChevronDown className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
        {container ? createPortal(list, container) : list}
      </div>
      {hint ? (
        <div id={hintId} className="block text-xs text-slate-600">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className="block text-sm text-red-700">
          {localized(error)}
        </div>
      ) : null}
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
    </div>
  );
}

const GAP = 4;
const MARGIN = 8;
const MAX_HEIGHT = 240;

/**
 * Where the open list goes: under the text box, or over it when the screen has more room there (a picker near the
 * bottom of a phone's screen), never taller than the room. On a page the list hangs from the text box; in a dialog
 * it is placed within the dialog's box, over the part that scrolls (which would clip it), and follows that scroll.
 */
function useListPlacement(
  open: boolean,
  anchor: RefObject<HTMLDivElement | null>,
  container: Element | null,
): CSSProperties | undefined {
  const [style, setStyle] = useState<CSSProperties>();
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const box = anchor.current?.getBoundingClientRect();
      if (!box) return;
      // The part of the page on screen: above a phone's keyboard, where it shows.
      const seen = window.visualViewport;
      const top = seen?.offsetTop ?? 0;
      const below = top + (seen?.height ?? window.innerHeight) - box.bottom - GAP - MARGIN;
      const above = box.top - top - GAP - MARGIN;
      const up = below < MAX_HEIGHT && above > below;
      const maxHeight = Math.max(0, Math.min(MAX_HEIGHT, up ? above : below));
      if (!container) {
        setStyle({
          left: 0,
          right: 0,
          maxHeight,
          ...(up ? { bottom: `calc(100% + ${GAP}px)` } : { top: `calc(100% + ${GAP}px)` }),
        });
        return;
      }
      const frame = container.getBoundingClientRect();
      setStyle({
        left: box.left - frame.left - container.clientLeft,
        width: box.width,
        maxHeight,
        ...(up
          ? { bottom: frame.bottom - box.top + GAP }
          : { top: box.bottom - frame.top - container.clientTop + GAP }),
      });
    };
    place();
    // A phone's keyboard coming or going resizes the visual viewport only.
    const seen = window.visualViewport;
    window.addEventListener('resize', place);
    seen?.addEventListener('resize', place);
    // Capture: a scroll of any box (the dialog's inner part) moves the text box.
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      seen?.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, anchor, container]);
  return style;
}
