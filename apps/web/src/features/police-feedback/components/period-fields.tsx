import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

type Period = { from: string; to: string };

/** From and To (calendar days) of a period, with the contract's sentences under them. */
export function PeriodFields<T extends Period>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<Period>;
}) {
  return (
    <>
      <Field label="From" error={errors.from?.message} className="space-y-1">
        <Input type="date" {...register('from' as Path<T>)} />
      </Field>
      <Field label="To" error={errors.to?.message} className="space-y-1">
        <Input type="date" {...register('to' as Path<T>)} />
      </Field>
    </>
  );
}
