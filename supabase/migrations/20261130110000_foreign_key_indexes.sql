-- INDEXES
-- Every foreign key has an index whose leading columns are its columns (the database lint
-- unindexed_foreign_keys, docs/database.md): deleting an account otherwise scans these tables whole
-- to set null or cascade the rows that name it.

-- created_by (on delete set null): the teacher who created a class account.
create index class_accounts_created_by_idx on private.class_accounts (created_by);

-- teacher_id (on delete cascade): the primary key leads with class_id, so it does not serve it.
create index class_weekly_digest_emails_teacher_id_idx
  on private.class_weekly_digest_emails (teacher_id);
