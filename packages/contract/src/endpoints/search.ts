import { apiErrorSchema } from '../apiError';
import { endpoint } from '../endpoint';
import { searchQuerySchema, searchResponseSchema } from '../search';

export const searchEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/Search',
    operationId: 'search',
    summary: 'Products, projects, blog posts and advice that match some words',
    description:
      'Full-text search in the language of `locale` (else X-Locale), accents ignored, with ' +
      'typo tolerance on titles; best matches first, matched words marked in title and snippet. ' +
      'A scope the brand has switched off answers 404 FEATURE_DISABLED; a page past the last 404.',
    tags: ['search'],
    access: 'shop',
    query: searchQuerySchema,
    responses: { 200: searchResponseSchema, 404: apiErrorSchema },
  }),
};
