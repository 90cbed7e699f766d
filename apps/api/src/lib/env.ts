import { z } from 'zod';

/**
 * A setting the API cannot run with. Entry points print its message alone: it names the
 * variable and what it should be, and a stack trace would only bury that.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The environment variables a part of the API reads, each with its rule. */
export type EnvShape = Record<string, z.ZodType>;

const quoted = (input: unknown) => JSON.stringify(input);

/** "a, b or c" */
function listed(values: readonly string[]): string {
  return values.length < 2
    ? (values[0] ?? '')
    : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

export const envText = z.string().optional();

export function envChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .enum(values, { error: (issue) => `must be ${listed(values)}, not ${quoted(issue.input)}` })
    .optional();
}

/** `true` or `false`; anything else is a typo that would silently mean one of them. */
export const envFlag = z
  .enum(['true', 'false'], {
    error: (issue) => `must be true or false, not ${quoted(issue.input)}`,
  })
  .transform((value) => value === 'true')
  .optional();

export function envWholeNumber(min: number, max: number, rule: string) {
  return z
    .string()
    .regex(/^\d+$/, { error: (issue) => `must be ${rule}, not ${quoted(issue.input)}` })
    .transform(Number)
    .refine((value) => value >= min && value <= max, {
      error: (issue) => `must be ${rule}, not ${quoted(issue.input)}`,
    })
    .optional();
}

export const envPort = envWholeNumber(1, 65_535, 'a port number from 1 to 65535');
export const envMilliseconds = envWholeNumber(
  1,
  2 ** 31 - 1,
  'a whole number of milliseconds above 0',
);

/**
 * A URL of one of the given schemes. The value is not repeated in the message: a database or
 * mail server URL carries its password.
 */
export function envUrl(...protocols: string[]) {
  return z
    .string()
    .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
      error: `must be a ${listed(protocols.map((protocol) => `${protocol}//`))} URL`,
    })
    .optional();
}

/**
 * Reads the variables of a shape from an environment. Blank values count as unset, as a
 * `FOO=` line in an env file means. Every bad value is named in one error.
 */
export function parseEnv<S extends EnvShape>(
  shape: S,
  env: NodeJS.ProcessEnv,
): z.output<z.ZodObject<S>> {
  const present = Object.fromEntries(
    Object.keys(shape).flatMap((name) => {
      const value = env[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
  const result = z.object(shape).safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')} ${issue.message}`);
  throw new ConfigError(`The environment has bad values:\n${problems.join('\n')}`);
}
