// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { Combobox, type ComboboxOption } from './combobox';
import { matchingOptions } from './combobox-state';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TYPES: ComboboxOption[] = [
  { value: 1, label: 'Theft' },
  { value: 2, label: 'Kidnapping' },
  { value: 3, label: 'Public Disturbance' },
  { value: 4, label: 'Ọ̀fadà Market Fire' },
];

let root: Root;
let host: HTMLElement;
let changes: (number | null)[];

function Picker({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <I18nProvider i18n={i18n}>
      <Combobox
        label="Incident Type"
        required
        options={TYPES}
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        emptyText="No type matches"
      />
      <button type="button">Next field</button>
    </I18nProvider>
  );
}

async function show(initial: number | null = null) {
  await act(async () => root.render(<Picker initial={initial} />));
  return document.querySelector<HTMLInputElement>('[role="combobox"]')!;
}

const press = (input: HTMLInputElement, key: string) =>
  act(() => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });

/** Types as a person does: the field's whole text becomes `text`, then the input event. */
const type = (input: HTMLInputElement, text: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });

const listbox = () => document.querySelector<HTMLElement>('[role="listbox"]')!;
const optionTexts = () => [...listbox().querySelectorAll('[role="option"]')].map((o) => o.textContent);
const highlighted = (input: HTMLInputElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

beforeEach(() => {
  changes = [];
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

describe('Combobox', () => {
  it('is a closed combobox named by its label, wired to its listbox', async () => {
    const input = await show();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-controls')).toBe(listbox().id);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(document.getElementById(input.getAttribute('aria-labelledby')!)?.textContent).toContain('Incident Type');
    expect(listbox().hidden).toBe(true);
  });

  it('opens on ArrowDown with every option and the first highlighted; arrows, Home and End move', async () => {
    const input = await show();
    input.focus();
    await press(input, 'ArrowDown');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(listbox().hidden).toBe(false);
    expect(optionTexts()).toEqual(TYPES.map((t) => t.label));
    expect(highlighted(input)).toBe('Theft');
    await press(input, 'ArrowDown');
    expect(highlighted(input)).toBe('Kidnapping');
    await press(input, 'End');
    expect(highlighted(input)).toBe('Ọ̀fadà Market Fire');
    await press(input, 'Home');
    expect(highlighted(input)).toBe('Theft');
    await press(input, 'ArrowUp');
    expect(highlighted(input)).toBe('Ọ̀fadà Market Fire');
    expect(document.activeElement).toBe(input);
  });

  it('opens on ArrowUp at the last option', async () => {
    const input = await show();
    input.focus();
    await press(input, 'ArrowUp');
    expect(highlighted(input)).toBe('Ọ̀fadà Market Fire');
  });

  it('filters as one types, then ArrowDown and Enter pick and close', async () => {
    const input = await show();
    input.focus();
    await type(input, 'kid');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(optionTexts()).toEqual(['Kidnapping']);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    await press(input, 'ArrowDown');
    await press(input, 'Enter');
    expect(changes).toEqual([2]);
    expect(input.value).toBe('Kidnapping');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(listbox().hidden).toBe(true);
  });

  it('says so when nothing matches', async () => {
    const input = await show();
    input.focus();
    await type(input, 'zzz');
    expect(listbox().textContent).toBe('No type matches');
  });

  it('Escape closes the list and puts back the picked option; a second Escape keeps it', async () => {
    const input = await show(2);
    expect(input.value).toBe('Kidnapping');
    input.focus();
    await type(input, 'the');
    expect(optionTexts()).toEqual(['Theft']);
    await press(input, 'Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('Kidnapping');
    await press(input, 'Escape');
    expect(input.value).toBe('Kidnapping');
    expect(changes).toEqual([]);
    // Reopened by an arrow on the picked text, the list shows everything again with the picked option highlighted.
    await press(input, 'ArrowDown');
    expect(optionTexts()).toHaveLength(TYPES.length);
    expect(highlighted(input)).toBe('Kidnapping');
  });

  it('Enter with nothing highlighted closes and puts back the picked text', async () => {
    const input = await show(1);
    input.focus();
    await type(input, 'pub');
    await press(input, 'Enter');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('Theft');
    expect(changes).toEqual([]);
  });

  it('a click opens the whole list and a click on an option picks it', async () => {
    const input = await show();
    await act(() => input.click());
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(optionTexts()).toHaveLength(TYPES.length);
    // A second click (to move the caret) leaves it open.
    await act(() => input.click());
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const option = [...listbox().querySelectorAll<HTMLElement>('[role="option"]')].find(
      (o) => o.textContent === 'Public Disturbance',
    )!;
    await act(() => option.click());
    expect(changes).toEqual([3]);
    expect(input.value).toBe('Public Disturbance');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('emptying the text lets the picked option go', async () => {
    const input = await show(1);
    input.focus();
    await type(input, '');
    expect(changes).toEqual([null]);
  });

  it('leaving the field closes the list and puts back the picked text', async () => {
    const input = await show(1);
    input.focus();
    await type(input, 'kid');
    await act(() => document.querySelector<HTMLButtonElement>('button:not([tabindex])')!.focus());
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('Theft');
  });

  it('leaving the field (Tab) with an option highlighted picks it', async () => {
    const input = await show();
    input.focus();
    await type(input, 'kid');
    await press(input, 'ArrowDown');
    await act(() => document.querySelector<HTMLButtonElement>('button:not([tabindex])')!.focus());
    expect(changes).toEqual([2]);
    expect(input.value).toBe('Kidnapping');
  });
});

describe('matchingOptions', () => {
  it('matches anywhere in the label, case and accents aside', () => {
    expect(matchingOptions(TYPES, 'DISTURB').map((o) => o.value)).toEqual([3]);
    expect(matchingOptions(TYPES, 'ofada').map((o) => o.value)).toEqual([4]);
    expect(matchingOptions(TYPES, '  ')).toBe(TYPES);
  });
});
