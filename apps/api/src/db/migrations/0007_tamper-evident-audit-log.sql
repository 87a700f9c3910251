-- Decision 008. The actor stays a plain id: erasing an account must never touch a row of the chain.
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_role" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "ip_address" text;--> statement-breakpoint
-- The hashes are added empty, filled for the rows written before (below), then required.
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
-- Hand-written from here. Rows written before join the chain: their time at the millisecond precision the chain
-- hashes, their actor's role where the account still exists.
UPDATE "audit_log" SET "created_at" = date_trunc('milliseconds', "created_at");--> statement-breakpoint
UPDATE "audit_log" a SET "actor_role" = u."role" FROM "users" u WHERE u."id" = a."actor_user_id";--> statement-breakpoint
-- Stable JSON as safe-stable-stringify writes it (keys sorted, no spaces), for the back-fill only.
CREATE FUNCTION "audit_log_stable_json"(v jsonb) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  CASE jsonb_typeof(v)
    WHEN 'object' THEN
      RETURN '{' || coalesce((SELECT string_agg(to_json(e.key)::text || ':' || audit_log_stable_json(e.value), ','
        ORDER BY e.key COLLATE "C") FROM jsonb_each(v) e), '') || '}';
    WHEN 'array' THEN
      RETURN '[' || coalesce((SELECT string_agg(audit_log_stable_json(e.value), ',' ORDER BY e.n)
        FROM jsonb_array_elements(v) WITH ORDINALITY e(value, n)), '') || ']';
    ELSE
      RETURN v::text;
  END CASE;
END $$;--> statement-breakpoint
-- The chain of src/modules/audit/audit-chain.ts: sha256(previous hash || canonical content), from 64 zeros.
DO $$
DECLARE
  r record;
  prev text := repeat('0', 64);
  h text;
BEGIN
  FOR r IN SELECT * FROM "audit_log" ORDER BY "id" LOOP
    h := encode(sha256(convert_to(prev || '[' || r.id::text
      || ',' || to_json(to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
      || ',' || coalesce(to_json(r.actor_user_id::text)::text, 'null')
      || ',' || coalesce(to_json(r.actor_role)::text, 'null')
      || ',' || coalesce(to_json(r.ip_address)::text, 'null')
      || ',' || to_json(r.action)::text
      || ',' || to_json(r.target_type)::text
      || ',' || to_json(r.target_id)::text
      || ',' || audit_log_stable_json(r.details)
      || ']', 'UTF8')), 'hex');
    UPDATE "audit_log" SET "prev_hash" = prev, "hash" = h WHERE "id" = r.id;
    prev := h;
  END LOOP;
END $$;--> statement-breakpoint
DROP FUNCTION "audit_log_stable_json"(jsonb);--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "prev_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "hash" SET NOT NULL;--> statement-breakpoint
-- Rows are only ever added: UPDATE, DELETE and TRUNCATE are refused for every role, the app's included.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
