import { sql, type Kysely } from 'kysely';

// Frozen history, like 001: Kysely<unknown> and literal names only.

const PROVIDERS = sql`provider in ('outlook', 'gmail')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per sign-in in progress. The state itself is never stored, only its SHA-256, so reading the
  // table does not give anyone a state to replay; the PKCE verifier is encrypted like the tokens.
  await db.schema
    .createTable('oauth_states')
    .addColumn('state_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('uid', 'varchar(128)', (c) => c.notNull())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull().check(PROVIDERS))
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // Expired states are swept by expiry; ISO-8601 UTC strings sort like the instants they name.
  await db.schema.createIndex('oauth_states_expires_at').on('oauth_states').column('expires_at').execute();

  // One connected mailbox per user and provider; `tokens` is the encrypted JSON of access token, refresh
  // material, expiry and account email.
  await db.schema
    .createTable('mailbox_connections')
    .addColumn('uid', 'varchar(128)', (c) => c.notNull())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull().check(PROVIDERS))
    .addColumn('tokens', 'text', (c) => c.notNull())
    .addColumn('is_preview', 'integer', (c) => c.notNull().check(sql`is_preview in (0, 1)`))
    .addColumn('connected_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_sync_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('mailbox_connections_pk', ['uid', 'provider'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mailbox_connections').execute();
  await db.schema.dropTable('oauth_states').execute();
}
