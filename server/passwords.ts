import bcrypt from 'bcryptjs';

/** bcrypt work factor for new hashes: about 0.3 s per hash in bcryptjs on one core. */
export const BCRYPT_COST = 12;

/** The lowest cost bcrypt accepts. */
const BCRYPT_MIN_COST = 4;

/**
 * The cost of new hashes: BCRYPT_COST, except in a Vitest worker (`VITEST` set), where `BCRYPT_TEST_COST` may
 * lower it, so the hundreds of admin sessions the tests make do not cost 0.3 s each. Anywhere else the variable is
 * ignored: a deployed function, a script or a benchmark always hashes at BCRYPT_COST.
 */
export function bcryptCost(env: NodeJS.ProcessEnv = process.env): number {
  const lowered = Number(env.BCRYPT_TEST_COST);
  const usable = Number.isInteger(lowered) && lowered >= BCRYPT_MIN_COST && lowered < BCRYPT_COST;
  return env.VITEST && usable ? lowered : BCRYPT_COST;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, bcryptCost());
}

/**
 * A hash of the same cost as real ones, compared against when the username is unknown so both failures take as
 * long. Computed when the module loads, so the first unknown username is not the one slow answer.
 */
const dummyHash: Promise<string> = bcrypt.hash('timing-equaliser', bcryptCost());

/** True when the password matches; always spends one bcrypt comparison, whether or not the user exists. */
export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  if (hash === undefined) {
    await bcrypt.compare(password, await dummyHash);
    return false;
  }
  return bcrypt.compare(password, hash);
}
