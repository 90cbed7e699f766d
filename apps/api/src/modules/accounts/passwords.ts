import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is a const enum, which isolated modules cannot read: 2 is Algorithm.Argon2id.
const argon2id = 2 as Algorithm;

/** OWASP's argon2id baseline: 19 MiB memory, 2 passes, 1 lane (~50 ms here). */
export const argon2Options = {
  algorithm: argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

// Checked when no account matches, so an unknown e-mail takes as long as a wrong password.
const dummyHash = hash('not-a-real-password-Aa1!', argon2Options);

export async function verifyPassword(passwordHash: string | undefined, password: string) {
  try {
    return await verify(passwordHash ?? (await dummyHash), password);
  } catch {
    return false;
  }
}
