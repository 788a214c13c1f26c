import bcrypt from 'bcryptjs';

/** bcrypt work factor for new hashes: about 0.3 s per hash in bcryptjs on one core. */
const BCRYPT_COST = 12;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/**
 * A hash of the same cost as real ones, compared against when the username is unknown so both failures take as
 * long. Computed when the module loads, so the first unknown username is not the one slow answer.
 */
const dummyHash: Promise<string> = bcrypt.hash('timing-equaliser', BCRYPT_COST);

/** True when the password matches; always spends one bcrypt comparison, whether or not the user exists. */
export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  if (hash === undefined) {
    await bcrypt.compare(password, await dummyHash);
    return false;
  }
  return bcrypt.compare(password, hash);
}
