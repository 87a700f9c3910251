import { Controller, type Control } from 'react-hook-form';
import { CONTACT_NAME_MAX_LENGTH } from '@safeogun/contract/emergency-contacts';
import { RELATIONSHIPS } from '@safeogun/contract/reference';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { cleanPhoneInput, type RowErrors } from '../lib/contact-row';
import type { ContactsForm } from '../lib/contact-form';
import { useEmergencyContactsMessages } from '../locales/emergency-contacts/messages';

/** The message of each relationship: the stored value stays English, the label is the reader's language. */
const RELATIONSHIP_IDS: Record<(typeof RELATIONSHIPS)[number], string> = {
  'Grand Father': 'emergencyContacts.relationship.grandFather',
  'Grand Mother': 'emergencyContacts.relationship.grandMother',
  Husband: 'emergencyContacts.relationship.husband',
  Wife: 'emergencyContacts.relationship.wife',
  Father: 'emergencyContacts.relationship.father',
  Mother: 'emergencyContacts.relationship.mother',
  Brother: 'emergencyContacts.relationship.brother',
  Sister: 'emergencyContacts.relationship.sister',
  Child: 'emergencyContacts.relationship.child',
  Aunt: 'emergencyContacts.relationship.aunt',
  Uncle: 'emergencyContacts.relationship.uncle',
  Niece: 'emergencyContacts.relationship.niece',
  Nephew: 'emergencyContacts.relationship.nephew',
  'Father-in-law': 'emergencyContacts.relationship.fatherInLaw',
  'Mother-in-law': 'emergencyContacts.relationship.motherInLaw',
  Guardian: 'emergencyContacts.relationship.guardian',
  Friend: 'emergencyContacts.relationship.friend',
  Other: 'emergencyContacts.relationship.other',
};

/** A saved relationship in the reader's language (one the list no longer has is shown as stored). */
export function useRelationshipLabel(): (relationship: string) => string {
  const { _ } = useEmergencyContactsMessages();
  return (relationship) => {
    const id = RELATIONSHIP_IDS[relationship as keyof typeof RELATIONSHIP_IDS];
    return id ? _(id) : relationship;
  };
}

/** What the phone box shows before anything is typed: a number, the same in every language. */
const PHONE_EXAMPLE = '8012345678';

/** Full name, phone (+234 and 10 digits) and relationship of row `index` of a contacts form. */
export function ContactFields({
  control,
  index,
  errors,
  idPrefix,
}: {
  control: Control<ContactsForm>;
  index: number;
  errors: RowErrors;
  idPrefix: string;
}) {
  const { _ } = useEmergencyContactsMessages();
  const relationshipLabel = useRelationshipLabel();
  const relationshipOptions = RELATIONSHIPS.map((value) => ({ value, label: relationshipLabel(value) }));
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Field id={id('name')} label={_('emergencyContacts.field.fullName')} error={errors.fullName}>
        <Controller
          control={control}
          name={`rows.${index}.fullName`}
          render={({ field }) => <Input {...field} autoComplete="off" maxLength={CONTACT_NAME_MAX_LENGTH} />}
        />
      </Field>
      <Field id={id('phone')} label={_('emergencyContacts.field.phone')} error={errors.phone}>
        <div className="flex">
          <span className="inline-flex min-h-11 items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-100 px-3 text-sm text-slate-700">
            +234
          </span>
          <Controller
            control={control}
            name={`rows.${index}.phone`}
            render={({ field }) => (
              <Input
                {...field}
                className="rounded-l-none"
                inputMode="numeric"
                autoComplete="off"
                placeholder={PHONE_EXAMPLE}
                onChange={(e) => field.onChange(cleanPhoneInput(e.target.value))}
              />
            )}
          />
        </div>
      </Field>
      <Field id={id('relationship')} label={_('emergencyContacts.field.relationship')} error={errors.relationship}>
        <Controller
          control={control}
          name={`rows.${index}.relationship`}
          render={({ field }) => (
            <Select
              {...field}
              placeholder={_('emergencyContacts.field.relationshipPlaceholder')}
              options={relationshipOptions}
            />
          )}
        />
      </Field>
    </div>
  );
}
