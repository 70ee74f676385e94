import type { AccountExport } from '../contract';

// Where a member's data lives (issue 38 §3): every column of every table of the application's
// schemas, as the database's own catalog lists them, classified here. A column holds a member's
// id, an e-mail address, or neither; one that holds either says whether the export carries it
// (and in which section) or why not, and what the deletion does with it (erases it, and how, or
// keeps it, and why). tests/server/account-schema.test.ts reads the catalog on both databases
// and fails on a column this map does not classify, or an entry whose column is gone;
// members/deletion.ts erases the columns marked 'by address' from this map, and the foreign keys
// to users must act as the map says ('cascade', 'set null').
//
// Tables are named as the catalog names them: by name in `public`, `schema.table` elsewhere.

export type Holds = 'member id' | 'e-mail address';

/** What the deletion of the member does with a column that names them. */
export type OnDeletion =
  /** The row is the account itself (users), deleted. */
  | 'the account'
  /** The foreign key to users deletes the row (an address: its row's member key does). */
  | 'cascade'
  /** The foreign key to users empties the column; the row stays (another member's, an operator's). */
  | 'set null'
  /** members/deletion.ts deletes the rows sent to an address the account had (id, created_at). */
  | 'by address'
  | { kept: string };

export interface Naming {
  holds: Holds;
  /** The export's section that carries it, or why it is left out. */
  exported: keyof AccountExport | { leftOut: string };
  deletion: OnDeletion;
}

export type ColumnClass = 'neither' | Naming;

const neither = 'neither' as const;

/** A column naming a member. */
const names = (holds: Holds, exported: Naming['exported'], deletion: OnDeletion): Naming => ({
  holds,
  exported,
  deletion,
});
const memberId = (exported: Naming['exported'], deletion: OnDeletion) =>
  names('member id', exported, deletion);
const address = (exported: Naming['exported'], deletion: OnDeletion) =>
  names('e-mail address', exported, deletion);
const leftOut = (why: string) => ({ leftOut: why });
const kept = (why: string) => ({ kept: why });

/** `neither` for each of `columns`. */
const plain = (...columns: string[]): Record<string, ColumnClass> =>
  Object.fromEntries(columns.map((column) => [column, neither]));

const OPERATOR_NOT_NAMED =
  'the operator who acted is never named to the member (their role is); as that operator, a decision on another member is that member’s record';

export const DATA_MAP: Record<string, Record<string, ColumnClass>> = {
  'drizzle.__drizzle_migrations': plain('id', 'hash', 'created_at'),

  users: {
    id: memberId('account', 'the account'),
    email: address('account', 'the account'),
    contact_email: address('profile', 'the account'),
    ...plain(
      'password_hash',
      'first_name',
      'last_name',
      'created_at',
      'avatar',
      'cover',
      'profession',
      'experience_years',
      'employment_status',
      'independent_status',
      'city',
      'region',
      'postal_code',
      'expertises',
      'locations',
      'summary',
      'hero_moment',
      'bio',
      'contact_phone',
      'website',
      'published',
      'complete',
      'role',
      'suspended_at',
      'suspended_while_published',
      'email_verified_at',
      'time_zone',
      'contact_email_visibility',
      'contact_phone_visibility',
      'website_visibility',
    ),
  },
  account_emails: {
    user_id: memberId('addresses', 'cascade'),
    email: address('addresses', 'cascade'),
    ...plain('id', 'first_used_at'),
  },
  sessions: {
    user_id: memberId('sessions', 'cascade'),
    ...plain('id', 'created_at', 'expires_at', 'revoked_at', 'second_factor_at'),
  },
  // Through sessions (cascade): no member column of their own.
  refresh_tokens: plain('id', 'session_id', 'token_hash', 'created_at', 'used_at', 'parent_id'),
  reset_tokens: {
    user_id: memberId(
      leftOut('hashes of single-use password-reset links: nothing a person can read'),
      'cascade',
    ),
    ...plain('id', 'token_hash', 'created_at', 'expires_at', 'used_at'),
  },
  email_tokens: {
    user_id: memberId(
      leftOut('hashes of single-use address links: nothing a person can read'),
      'cascade',
    ),
    email: address(
      leftOut(
        'the address a link was sent to; a confirmed one is in addresses, the mail itself in mail',
      ),
      'cascade',
    ),
    ...plain('id', 'purpose', 'token_hash', 'created_at', 'expires_at', 'used_at'),
  },
  rate_limit_counters: {
    key: address(
      leftOut('counts of attempts under a hash of the address, gone within the hour'),
      kept('a hash of the address, not the address, and it expires within the window'),
    ),
    ...plain('points', 'expire'),
  },
  operator_factors: {
    user_id: memberId(
      leftOut('an operator’s second-factor secret: a credential, never written out'),
      'cascade',
    ),
    ...plain('secret_encrypted', 'created_at', 'confirmed_at', 'last_step'),
  },
  operator_recovery_codes: {
    user_id: memberId(
      leftOut('hashes of an operator’s recovery codes: nothing a person can read'),
      'cascade',
    ),
    ...plain('id', 'code_hash', 'created_at', 'used_at'),
  },
  instance_settings: plain('key', 'value', 'updated_at'),

  uploads: {
    user_id: memberId('uploads', 'cascade'),
    ...plain('id', 'key', 'kind', 'content_type', 'size', 'created_at', 'stored_at'),
  },
  certifications: {
    user_id: memberId('certifications', 'cascade'),
    verified_by: memberId(leftOut(OPERATOR_NOT_NAMED), 'set null'),
    ...plain(
      'id',
      'name',
      'organization',
      'issued_date',
      'expiration_date',
      'identifier',
      'url',
      'created_at',
      'kind',
      'jurisdiction',
      'verification_state',
      'verified_at',
      'verification_source',
      'verification_note',
      'expiry_reminder_days',
      'updated_at',
    ),
  },
  educations: {
    user_id: memberId('educations', 'cascade'),
    ...plain('id', 'organization', 'degree', 'field_of_study', 'issued_year', 'created_at'),
  },
  positions: {
    user_id: memberId('positions', 'cascade'),
    ...plain(
      'id',
      'title',
      'company',
      'start_date',
      'end_date',
      'location',
      'description',
      'created_at',
    ),
  },
  testimonials: {
    user_id: memberId('testimonialsReceived', 'cascade'),
    // The writer's address: the member's own when they wrote for another member through a link.
    email: address(
      'testimonialsWritten',
      kept(
        'a testimonial written from the address belongs to the member it praises (it holds no key of the writer’s account); erased with that member',
      ),
    ),
    ...plain(
      'id',
      'uuid',
      'name',
      'company',
      'position',
      'content',
      'status',
      'created_at',
      'last_sent_at',
      'written_at',
      'requested_relationship',
      'relationship',
      'period_from',
      'period_to',
      'paid',
      'conflict',
      'confirmed_at',
    ),
  },

  team_relations: {
    owner_id: memberId('team', 'cascade'),
    member_id: memberId('team', 'cascade'),
    ...plain('id', 'status', 'created_at', 'updated_at'),
  },
  watch_entries: {
    user_id: memberId('watchList', 'cascade'),
    watched_id: memberId(
      leftOut('who watches the member is theirs to know, not the member’s'),
      'cascade',
    ),
    ...plain('id', 'created_at'),
  },
  contact_views: {
    viewer_id: memberId('contactViews', 'cascade'),
    member_id: memberId('contactViews', 'cascade'),
    ...plain('id', 'viewed_at'),
  },
  saved_searches: {
    user_id: memberId('savedSearches', 'cascade'),
    ...plain('id', 'name', 'query', 'created_at', 'opened_at'),
  },
  saved_search_matches: {
    member_id: memberId(
      leftOut(
        'which members a saved search already announced: bookkeeping; the news itself is in notifications',
      ),
      'cascade',
    ),
    ...plain('saved_search_id', 'matched_at'),
  },
  dashboard_posts: {
    user_id: memberId('posts', 'cascade'),
    decided_by: memberId(leftOut(OPERATOR_NOT_NAMED), 'set null'),
    ...plain('id', 'link', 'created_at', 'state', 'decided_at', 'reason', 'note'),
  },
  peer_invitations: {
    user_id: memberId('peerInvitations', 'cascade'),
    // The invitee's address: the inviter's record, even when the invitee later joined.
    email: address(
      'peerInvitations',
      kept(
        'in another member’s invitations, the address they invited is their record; the member’s own invitations go by cascade',
      ),
    ),
    ...plain('id', 'name', 'created_at'),
  },
  member_changes: {
    user_id: memberId('eligibilityChanges', 'cascade'),
    ...plain('id', 'field', 'from_value', 'to_value', 'changed_at'),
  },

  notifications: {
    user_id: memberId('notifications', 'cascade'),
    actor_id: memberId('notifications', 'set null'),
    // A member when subject_kind is 'member'.
    subject_id: memberId(
      'notifications',
      kept(
        'another member’s news about the member (a watch, a team change) stays theirs; the id answers 404 once no account has it',
      ),
    ),
    ...plain('id', 'kind', 'subject_kind', 'data', 'created_at', 'read_at', 'emailed_at'),
  },
  notification_preferences: {
    user_id: memberId('notificationPreferences', 'cascade'),
    ...plain('kind', 'mode', 'updated_at'),
  },
  email_opt_outs: {
    email: address(
      leftOut(
        'a refusal of invitations made at the address, by whoever reads it: not the account’s',
      ),
      kept('it must outlive any account so that the address gets no more invitations'),
    ),
    ...plain('created_at'),
  },
  email_outbox: {
    to: address('mail', 'by address'),
    ...plain('id', 'subject', 'text', 'links', 'created_at', 'sent_at', 'html', 'headers'),
  },
  job_runs: {
    // `<local date>/<member id>` for a member's digest (server/jobs/digests.ts).
    period: memberId(
      leftOut('that a digest ran for a day: bookkeeping; the digest itself is in mail'),
      kept('pruned with every run after 30 days (server/jobs/jobRunsRetention.ts)'),
    ),
    ...plain('job', 'ran_at'),
  },

  background_checks: {
    user_id: memberId('backgroundChecks', 'cascade'),
    ...plain('id', 'ssn_encrypted', 'status', 'created_at'),
  },
  reviews: {
    user_id: memberId('reviews', 'set null'),
    reviewer_id: memberId(leftOut(OPERATOR_NOT_NAMED), 'set null'),
    decided_by: memberId(leftOut(OPERATOR_NOT_NAMED), 'set null'),
    ...plain(
      'id',
      'check_id',
      'trigger',
      'state',
      'opened_at',
      'started_at',
      'reason',
      'note',
      'decided_at',
      'notice_reason',
      'notice_note',
      'notice_sent_at',
      'notice_due_at',
      'response',
      'responded_at',
      'changes',
    ),
  },
  reports: {
    // Filed by the member: they go with the account (keeping an open report with no reporter
    // would need reporter_id nullable; its decision, if any, stays in the audit log).
    reporter_id: memberId('reportsFiled', 'cascade'),
    // About the member: kept for the reviewers, the subject shown as a deleted member.
    subject_id: memberId(
      leftOut('who reported the member is never told to them; their reports are theirs'),
      'set null',
    ),
    resolved_by: memberId(leftOut(OPERATOR_NOT_NAMED), 'set null'),
    ...plain(
      'id',
      'reason',
      'note',
      'state',
      'created_at',
      'resolved_at',
      'resolution_note',
      'resolution_reason',
    ),
  },
  audit_log: {
    actor_id: memberId(
      'audit',
      kept(
        'append-only (a trigger refuses deletes): an operator’s acts stay accountable after their account is gone',
      ),
    ),
    member_id: memberId(
      'audit',
      kept('append-only: entries about the member stay, the subject shown as a deleted member'),
    ),
    // A member when subject_kind is 'member'.
    subject_id: memberId(
      'audit',
      kept('append-only: entries about the member stay, the subject shown as a deleted member'),
    ),
    ...plain(
      'id',
      'at',
      'actor_kind',
      'actor_role',
      'action',
      'subject_kind',
      'reason',
      'note',
      'request_id',
    ),
  },
};

/** A column the catalog lists: its schema, table and name. */
export interface CatalogColumn {
  schema: string;
  table: string;
  column: string;
}

/** A foreign key from a column to users.id, with its ON DELETE rule as the catalog spells it. */
export interface MemberKey {
  table: string;
  column: string;
  onDelete: 'cascade' | 'set null' | 'restrict' | 'no action' | 'set default';
}

export const tableName = ({ schema, table }: { schema: string; table: string }): string =>
  schema === 'public' ? table : `${schema}.${table}`;

/** The columns the deletion erases by address (members/deletion.ts), in the map's order. */
export function erasedByAddress(
  map: typeof DATA_MAP = DATA_MAP,
): { table: string; column: string }[] {
  return Object.entries(map).flatMap(([table, columns]) =>
    Object.entries(columns)
      .filter(([, entry]) => entry !== neither && entry.deletion === 'by address')
      .map(([column]) => ({ table, column })),
  );
}

/**
 * What is wrong between the catalog's columns (and foreign keys to users) and the map: a column
 * the map does not classify, an entry with no column, an empty reason, a section the export does
 * not have, a foreign key that does not act as the map says. Empty when they agree.
 */
export function dataMapProblems(
  columns: CatalogColumn[],
  keys: MemberKey[],
  sections: readonly string[],
  map: typeof DATA_MAP = DATA_MAP,
): string[] {
  const problems: string[] = [];
  const present = new Set(columns.map((c) => `${tableName(c)}.${c.column}`));
  for (const c of columns) {
    const name = tableName(c);
    if (!map[name]?.[c.column]) problems.push(`${name}.${c.column} is not classified`);
  }
  for (const [table, entries] of Object.entries(map)) {
    for (const [column, entry] of Object.entries(entries)) {
      const name = `${table}.${column}`;
      if (!present.has(name))
        problems.push(`${name} is classified but the database has no such column`);
      if (entry === neither) continue;
      if (typeof entry.exported === 'string' && !sections.includes(entry.exported))
        problems.push(`${name} names the export section ${entry.exported}, which does not exist`);
      if (typeof entry.exported === 'object' && entry.exported.leftOut.trim().length < 10)
        problems.push(`${name} is left out of the export without a reason`);
      if (typeof entry.deletion === 'object' && entry.deletion.kept.trim().length < 10)
        problems.push(`${name} is kept after deletion without a reason`);
      if (entry.deletion === 'by address') {
        for (const needed of ['id', 'created_at'])
          if (!present.has(`${table}.${needed}`))
            problems.push(`${name} is erased by address but ${table} has no ${needed}`);
      }
    }
  }
  const keyed = new Set(keys.map((key) => `${key.table}.${key.column}`));
  for (const [table, entries] of Object.entries(map)) {
    for (const [column, entry] of Object.entries(entries)) {
      // An address goes with its row, by the row's member key.
      if (entry === neither || entry.holds !== 'member id') continue;
      if (entry.deletion !== 'cascade' && entry.deletion !== 'set null') continue;
      if (!keyed.has(`${table}.${column}`))
        problems.push(
          `${table}.${column} says ${entry.deletion} but no foreign key to users does it`,
        );
    }
  }
  for (const key of keys) {
    const name = `${key.table}.${key.column}`;
    const entry = map[key.table]?.[key.column];
    if (!entry) continue;
    if (entry === neither || entry.holds !== 'member id')
      problems.push(`${name} references users but is not classified as a member id`);
    else if (entry.deletion !== key.onDelete)
      problems.push(
        `${name}: the foreign key does ON DELETE ${key.onDelete}, the map says ${JSON.stringify(entry.deletion)}`,
      );
  }
  return problems;
}
