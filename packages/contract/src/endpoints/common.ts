import { z } from 'zod';
import { apiErrorSchema } from '../apiError';

/** An answer without a body (204, or a provider's bare 200). */
export const noContentSchema = z.null().describe('No content');

/** An HTML page (the payment page, a development mailbox page). */
export const htmlSchema = z.string().describe('text/html');

/** The error envelope, as documented answers of the statuses an endpoint uses on purpose. */
export const errorAnswer = apiErrorSchema;

export const idParamsSchema = z.object({ id: z.uuid() });
