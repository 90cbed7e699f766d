import { z } from 'zod';

/** An answer without a body (204, or a provider's bare 200). */
export const noContentSchema = z.null().describe('No content');

/** An HTML page (the payment page, a development mailbox page). */
export const htmlSchema = z.string().describe('text/html');

export const idParamsSchema = z.object({ id: z.uuid() });
