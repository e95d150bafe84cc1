// The bench form's schema: `fields` optional text fields (f0 required), each at most 40 characters.
import type { FormFile } from '../../../engine/core/schema';

export function benchSchema(fields: number): FormFile['schema'] {
  const properties = Object.fromEntries(
    Array.from({ length: fields }, (_, i) => [`f${i}`, { type: 'string' as const, title: `Field ${i}`, maxLength: 40 }]),
  );
  return { type: 'object', required: ['f0'], properties };
}
