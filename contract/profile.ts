/** User profile as the API exposes it (spec §3): phone is the country-code prefix plus the number. */
export interface Profile {
  email: string;
  name: string;
  phone: string;
}

export const PROFILE_LIMITS = { email: 320, name: 200, phone: 40 } as const;

/**
 * A person's name as requests carry it: runs of white space (line breaks included) folded to one space,
 * trimmed; undefined when nothing is left. A name then fits on one line of a prompt or a signature.
 */
export function normalizeName(name: string | null | undefined): string | undefined {
  const folded = (name ?? '').replace(/\s+/gu, ' ').trim();
  return folded === '' ? undefined : folded;
}
