import type { GENDERS } from '@safeogun/contract/reference';

/** The label of each gender (account catalogue ids); the value sent and stored stays the contract's English. */
export const GENDER_LABELS = {
  Male: 'account.gender.male',
  Female: 'account.gender.female',
  Others: 'account.gender.others',
} as const satisfies Record<(typeof GENDERS)[number], string>;

export function isGender(value: string | null | undefined): value is keyof typeof GENDER_LABELS {
  return value !== null && value !== undefined && Object.hasOwn(GENDER_LABELS, value);
}
