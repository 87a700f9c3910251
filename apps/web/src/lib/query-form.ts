import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';

/**
 * A form of list filters (the audit log's, the console feedback's): its fields stay the strings the inputs hold
 * (`values`, refreshed when the address bar changes), and the contract's query schema only judges them (`raw`), so
 * the sentences under the fields are the server's own.
 */
export function useQueryForm<T extends FieldValues>(schema: Parameters<typeof zodResolver>[0], values: T) {
  return useForm<T>({ resolver: zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<T>, values });
}
