import { toNestErrors } from '@hookform/resolvers';
import { messageValues } from '@shop/contract';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { fieldMessage } from './fieldMessage';

/**
 * react-hook-form's resolver for a contract schema: the first issue of each field, its
 * message key carrying the bound the rule was given (see fieldMessage).
 */
export function contractResolver<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as z.output<S>, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= {
        type: issue.code,
        message: fieldMessage(issue.message, messageValues(issue)),
      };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
