import type { Kysely } from 'kysely';
import type { Profile } from '../../../contract/profile.js';
import type { Database } from './schema.js';

export interface ProfileRepository {
  get(uid: string): Promise<Profile | undefined>;
  /** Inserts the profile; undefined when this uid already has one (nothing is changed then). */
  create(uid: string, profile: Profile): Promise<Profile | undefined>;
  /** Updates the given fields; undefined when this uid has no profile. The email is never changed. */
  update(uid: string, patch: Partial<Pick<Profile, 'name' | 'phone'>>): Promise<Profile | undefined>;
}

const PROFILE_COLUMNS = ['email', 'name', 'phone'] as const;

export function createProfileRepository(db: Kysely<Database>, now = () => new Date()): ProfileRepository {
  return {
    async get(uid) {
      return db.selectFrom('user_profiles').select(PROFILE_COLUMNS).where('uid', '=', uid).executeTakeFirst();
    },

    async create(uid, profile) {
      const at = now().toISOString();
      // ON CONFLICT DO NOTHING + RETURNING: atomic "create unless present", no race between check and insert.
      return db
        .insertInto('user_profiles')
        .values({ uid, ...profile, created_at: at, updated_at: at })
        .onConflict((oc) => oc.column('uid').doNothing())
        .returning(PROFILE_COLUMNS)
        .executeTakeFirst();
    },

    async update(uid, patch) {
      const changes: Partial<Pick<Profile, 'name' | 'phone'>> = {};
      if (patch.name !== undefined) changes.name = patch.name;
      if (patch.phone !== undefined) changes.phone = patch.phone;
      return db
        .updateTable('user_profiles')
        .set({ ...changes, updated_at: now().toISOString() })
        .where('uid', '=', uid)
        .returning(PROFILE_COLUMNS)
        .executeTakeFirst();
    },
  };
}
