import { brandCodes, brandIds, countries, locales } from '@shop/site';
import { z } from 'zod';

/** The site's enumerations as schemas; the values themselves live only in `@shop/site`. */
/** `brandCodes` maps brand id -> code; z.enum takes the record's values, e.g. 'EF'. */
export const brandCodeSchema = z.enum(brandCodes);
export const brandIdSchema = z.enum(brandIds);
export const localeSchema = z.enum(locales);
export const countrySchema = z.enum(countries);
