/** User profile as the API exposes it (spec §3): phone is the country-code prefix plus the number. */
export interface Profile {
  email: string;
  name: string;
  phone: string;
}

export const PROFILE_LIMITS = { email: 320, name: 200, phone: 40 } as const;
