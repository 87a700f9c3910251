-- The retention schedule (issue 22, decision 029). A closed case is kept for its incident type's period, then its
-- evidence and its reporter's identity are removed (retention_cleared_at), unless it is under legal hold.
ALTER TABLE "incident_types" ADD COLUMN "retention_days" integer DEFAULT 2190 NOT NULL;
--> statement-breakpoint
ALTER TABLE "incident_types" ADD CONSTRAINT "incident_types_retention_days_check"
  CHECK ("retention_days" between 365 and 10950);
--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "legal_hold_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "legal_hold_by_user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "legal_hold_reason" text;
--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "draft_notice_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "retention_cleared_at" timestamp with time zone;
--> statement-breakpoint
-- The sweep's reads, each from a small partial index instead of a scan of the table users write to.
CREATE INDEX "incidents_retention_closed_idx" ON "incidents" ("resolved_at")
  WHERE "status" = 'closed' AND "retention_cleared_at" IS NULL AND "legal_hold_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "incidents_retention_draft_idx" ON "incidents" ("updated_at") WHERE "is_draft" = true;
--> statement-breakpoint
CREATE INDEX "jobs_done_idx" ON "jobs" ("done_at") WHERE "done_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "jobs_failed_at_idx" ON "jobs" ("failed_at") WHERE "failed_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" ("created_at");
--> statement-breakpoint
CREATE INDEX "refresh_tokens_expires_idx" ON "refresh_tokens" ("expires_at");
--> statement-breakpoint
CREATE INDEX "otp_codes_expires_idx" ON "otp_codes" ("expires_at");
--> statement-breakpoint
CREATE INDEX "auth_attempts_created_idx" ON "auth_attempts" ("created_at");
--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" ("created_at");
--> statement-breakpoint
CREATE INDEX "sos_alerts_false_audio_idx" ON "sos_alerts" ("marked_false_at")
  WHERE "status" = 'false-alert' AND "audio_key" IS NOT NULL;
