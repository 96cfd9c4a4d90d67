import type { Kysely, Selectable } from 'kysely';
import {
  BOOLEAN_PREFERENCES,
  DEFAULT_PREFERENCES,
  isPreferenceLanguage,
  type Preferences,
} from '../../../contract/preferences.js';
import type { BooleanColumn, Database, UserPreferencesTable } from './schema.js';

/** `base` with every field of `patch` that is defined (an explicit undefined never erases a value). */
function mergePreferences(base: Readonly<Preferences>, patch: Partial<Preferences>): Preferences {
  const merged: Preferences = { ...base };
  if (patch.language !== undefined) merged.language = patch.language;
  for (const key of BOOLEAN_PREFERENCES) {
    const value = patch[key];
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

export interface PreferencesRepository {
  get(uid: string): Promise<Preferences | undefined>;
  /** Inserts defaults overlaid with `values`; undefined when this uid already has preferences. */
  create(uid: string, values: Partial<Preferences>): Promise<Preferences | undefined>;
  /**
   * Writes only the fields in `patch`: over the stored row when there is one, over the defaults otherwise.
   * Done in one statement so concurrent partial updates of different fields do not overwrite each other.
   */
  upsert(uid: string, patch: Partial<Preferences>): Promise<Preferences>;
  /** True when a row was removed. */
  delete(uid: string): Promise<boolean>;
}

type PreferenceColumns = Omit<UserPreferencesTable, 'uid' | 'updated_at'>;

const COLUMNS = ['language', ...BOOLEAN_PREFERENCES] as const;

const bit = (value: boolean): BooleanColumn => (value ? 1 : 0);

function toColumns(values: Preferences): PreferenceColumns {
  return {
    language: values.language,
    dark_mode: bit(values.dark_mode),
    email_notifications: bit(values.email_notifications),
    personnal_style_analysis: bit(values.personnal_style_analysis),
    use_meeting_scripts: bit(values.use_meeting_scripts),
    use_own_documents: bit(values.use_own_documents),
  };
}

/** Only the columns present in `patch`, for an UPDATE that must leave the other fields alone. */
function patchColumns(patch: Partial<Preferences>): Partial<PreferenceColumns> {
  const columns: Partial<PreferenceColumns> = {};
  if (patch.language !== undefined) columns.language = patch.language;
  for (const key of BOOLEAN_PREFERENCES) {
    const value = patch[key];
    if (value !== undefined) columns[key] = bit(value);
  }
  return columns;
}

function fromRow(row: Pick<Selectable<UserPreferencesTable>, (typeof COLUMNS)[number]>): Preferences {
  return {
    // A language the API would refuse can only come from outside (manual edit, older version): fall back
    // to the default rather than hand the client a value its dropdown cannot show.
    language: isPreferenceLanguage(row.language) ? row.language : DEFAULT_PREFERENCES.language,
    dark_mode: row.dark_mode === 1,
    email_notifications: row.email_notifications === 1,
    personnal_style_analysis: row.personnal_style_analysis === 1,
    use_meeting_scripts: row.use_meeting_scripts === 1,
    use_own_documents: row.use_own_documents === 1,
  };
}

export function createPreferencesRepository(
  db: Kysely<Database>,
  now = () => new Date(),
): PreferencesRepository {
  const fullRow = (uid: string, values: Partial<Preferences>) => ({
    uid,
    ...toColumns(mergePreferences(DEFAULT_PREFERENCES, values)),
    updated_at: now().toISOString(),
  });

  return {
    async get(uid) {
      const row = await db
        .selectFrom('user_preferences')
        .select(COLUMNS)
        .where('uid', '=', uid)
        .executeTakeFirst();
      return row === undefined ? undefined : fromRow(row);
    },

    async create(uid, values) {
      const row = await db
        .insertInto('user_preferences')
        .values(fullRow(uid, values))
        .onConflict((oc) => oc.column('uid').doNothing())
        .returning(COLUMNS)
        .executeTakeFirst();
      return row === undefined ? undefined : fromRow(row);
    },

    async upsert(uid, patch) {
      const row = await db
        .insertInto('user_preferences')
        .values(fullRow(uid, patch))
        .onConflict((oc) =>
          oc.column('uid').doUpdateSet({ ...patchColumns(patch), updated_at: now().toISOString() }),
        )
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return fromRow(row);
    },

    async delete(uid) {
      const result = await db.deleteFrom('user_preferences').where('uid', '=', uid).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
