/**
 * The Postgres extensions the migrations create (besides pgcrypto, which @supabase/lite loads
 * itself), as PGlite contrib modules: one list for the local stack, the database tests and
 * gen-types, so every PGlite the project opens can run `create extension` for them.
 * PostgreSQL 15 (contrib) and hosted Supabase ship them already.
 */
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };
