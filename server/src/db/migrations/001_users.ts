import { sql, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<unknown> and literal names, never the current schema types.

const BOOLEAN_COLUMNS = [
  'dark_mode',
  'email_notifications',
  'personnal_style_analysis',
  'use_meeting_scripts',
  'use_own_documents',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_profiles')
    // Firebase uids are at most 128 characters.
    .addColumn('uid', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('phone', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  // No foreign key to user_profiles: the spec lets preferences be saved before the profile exists.
  let preferences = db.schema
    .createTable('user_preferences')
    .addColumn('uid', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('language', 'varchar(10)', (c) => c.notNull());
  for (const column of BOOLEAN_COLUMNS) {
    // SQLite has no boolean type: 0/1 integers everywhere, guarded so no other value can sneak in.
    preferences = preferences.addColumn(column, 'integer', (c) =>
      c.notNull().check(sql`${sql.ref(column)} in (0, 1)`),
    );
  }
  await preferences.addColumn('updated_at', 'varchar(32)', (c) => c.notNull()).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_preferences').execute();
  await db.schema.dropTable('user_profiles').execute();
}
