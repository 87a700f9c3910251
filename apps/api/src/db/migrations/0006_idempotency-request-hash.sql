ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text;--> statement-breakpoint
-- Stored answers become the plain result (the route wraps it): unwrap the envelopes stored before.
UPDATE "idempotency_keys" SET "response" = "response"->'data' WHERE "response" ? 'success' AND "response" ? 'data';--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "status_code";
