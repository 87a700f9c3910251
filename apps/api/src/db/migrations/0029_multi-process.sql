-- Shared by every API process on one PostgreSQL database (issue 20, decision 034).
-- The secrets a process generates when none is configured (the token signing key, the signed file URL key, the
-- channel callback secret): the first process to start writes each, every other one reads it, so a token or a
-- link made by one process is good on all of them.
CREATE TABLE IF NOT EXISTS "server_secrets" (
  "name" text PRIMARY KEY NOT NULL,
  "value" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The request counters of the per-route rate limits (one row per route and client for the current window). Not
-- written to the write-ahead log: a crash of the database forgets the current minute's counts, nothing more.
CREATE UNLOGGED TABLE IF NOT EXISTS "rate_limit_hits" (
  "key" text PRIMARY KEY NOT NULL,
  "hits" integer NOT NULL,
  "reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limit_hits_reset_idx" ON "rate_limit_hits" ("reset_at");
