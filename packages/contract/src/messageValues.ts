import type { z } from 'zod';

export type MessageValues = Record<string, string | number>;

const asValue = (bound: number | bigint): number => Number(bound);

/**
 * The values a translated message interpolates, read from a zod issue: bounds come from the
 * issue itself (zod 4 puts `minimum`/`maximum` on too_small/too_big, and `exact` on a length
 * rule), custom rules pass theirs as `params`. Yields `{ min }`, `{ max }`, `{ length }`.
 */
export function messageValues(issue: z.core.$ZodIssue): MessageValues {
  switch (issue.code) {
    case 'too_small':
      return issue.exact ? { length: asValue(issue.minimum) } : { min: asValue(issue.minimum) };
    case 'too_big':
      return issue.exact ? { length: asValue(issue.maximum) } : { max: asValue(issue.maximum) };
    case 'custom':
      return Object.fromEntries(
        Object.entries(issue.params ?? {}).filter(
          (entry): entry is [string, string | number] =>
            typeof entry[1] === 'string' || typeof entry[1] === 'number',
        ),
      );
    default:
      return {};
  }
}
