-- The key figures of GET /metrics and the console's System page (issue 23, decision 031), read every 15 s: open
-- reports past their target are counted from the reports with a running deadline only, and failed jobs (a small
-- set kept for a retry) without reading every job ever done.
CREATE INDEX IF NOT EXISTS "incidents_sla_due_idx" ON "incidents" USING btree ("sla_due_at") WHERE "incidents"."sla_due_at" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_failed_idx" ON "jobs" USING btree ("queue","failed_at") WHERE "jobs"."failed_at" is not null;
