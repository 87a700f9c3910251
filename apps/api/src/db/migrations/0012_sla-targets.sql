ALTER TABLE "incident_types" ADD COLUMN "acknowledge_minutes" integer DEFAULT 240 NOT NULL;--> statement-breakpoint
ALTER TABLE "incident_types" ADD COLUMN "resolve_minutes" integer DEFAULT 20160 NOT NULL;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "acknowledge_minutes" integer;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "resolve_minutes" integer;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "acknowledge_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "resolve_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "sla_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "sla_escalate_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "incidents_sla_escalate_idx" ON "incidents" USING btree ("sla_escalate_at") WHERE "incidents"."sla_escalate_at" is not null;--> statement-breakpoint
ALTER TABLE "incident_types" DROP COLUMN "sla_minutes";--> statement-breakpoint
ALTER TABLE "incident_types" ADD CONSTRAINT "incident_types_sla_check" CHECK ("incident_types"."acknowledge_minutes" between 1 and 10080 and "incident_types"."resolve_minutes" between "incident_types"."acknowledge_minutes" and 525600);--> statement-breakpoint
-- Hand-written from here (decision 011). The default targets of issue 12 (DEFAULT_SLA_TARGETS of the contract);
-- no administrator could change targets before this migration.
UPDATE "incident_types" t SET "acknowledge_minutes" = d."ack", "resolve_minutes" = d."res"
  FROM (VALUES ('Emergency', 15, 4320), ('Kidnapping', 15, 4320), ('Murder', 15, 4320),
               ('Assault or Abuse', 60, 10080), ('Domestic Violence', 60, 10080),
               ('Theft', 240, 20160), ('Police Misconduct', 240, 20160), ('Public Disturbance', 240, 20160))
    AS d("name", "ack", "res")
  WHERE t."name" = d."name";--> statement-breakpoint
-- A report's targets and deadlines, stamped when it is submitted (inserted as a report, or a draft submitted) from
-- the targets of its type then in force, unless the writer stamped them; and the two derived columns, kept on every
-- write that could change them: the deadline of the target running now (`sla_due_at`) and when the escalation
-- sweep must next look at the report (`sla_escalate_at`: that deadline plus one target period per level reached).
-- No clock is read here: deadlines count from `submitted_at`, which the app writes from its own clock.
CREATE FUNCTION incidents_sla_derive() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW.is_draft AND NEW.submitted_at IS NOT NULL AND NEW.acknowledge_due_at IS NULL THEN
    SELECT t.acknowledge_minutes, t.resolve_minutes INTO NEW.acknowledge_minutes, NEW.resolve_minutes
      FROM incident_types t WHERE t.id = NEW.incident_type_id;
    NEW.acknowledge_due_at := NEW.submitted_at + make_interval(mins => NEW.acknowledge_minutes);
    NEW.resolve_due_at := NEW.submitted_at + make_interval(mins => NEW.resolve_minutes);
  END IF;
  NEW.sla_due_at := CASE
    WHEN NEW.is_draft OR NEW.status IN ('resolved', 'closed') THEN NULL
    WHEN NEW.acknowledged_at IS NULL THEN NEW.acknowledge_due_at
    ELSE NEW.resolve_due_at
  END;
  NEW.sla_escalate_at := CASE
    WHEN NEW.sla_due_at IS NULL OR NEW.escalation_level >= 2 THEN NULL
    WHEN NEW.escalation_level <= 0 THEN NEW.sla_due_at
    ELSE NEW.sla_due_at + make_interval(mins => NEW.escalation_level *
      CASE WHEN NEW.acknowledged_at IS NULL THEN NEW.acknowledge_minutes ELSE NEW.resolve_minutes END)
  END;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER incidents_sla_derive BEFORE INSERT OR UPDATE OF
  is_draft, status, submitted_at, incident_type_id, acknowledged_at, escalation_level, acknowledge_minutes,
  resolve_minutes, acknowledge_due_at, resolve_due_at, sla_due_at, sla_escalate_at
  ON incidents FOR EACH ROW EXECUTE FUNCTION incidents_sla_derive();--> statement-breakpoint
-- Reports filed before targets existed are held to them from now on (none was missed yet): deadlines count from
-- the later of their submission and this migration. Resolved and closed reports get when that happened from their
-- history (the last move to resolved, else the first to closed, else their last change); a report on hold has
-- its clock stopped from now, a resolved one from now too (reopening it counts on from there).
UPDATE "incidents" i SET
  "acknowledge_minutes" = t."acknowledge_minutes",
  "resolve_minutes" = t."resolve_minutes",
  "acknowledge_due_at" = greatest(coalesce(i."submitted_at", i."created_at"), now()) + make_interval(mins => t."acknowledge_minutes"),
  "resolve_due_at" = greatest(coalesce(i."submitted_at", i."created_at"), now()) + make_interval(mins => t."resolve_minutes"),
  "resolved_at" = CASE WHEN i."status" IN ('resolved', 'closed') THEN coalesce(
      (SELECT max(u."created_at") FROM "incident_updates" u WHERE u."incident_id" = i."id" AND u."status" = 'resolved'),
      (SELECT min(u."created_at") FROM "incident_updates" u WHERE u."incident_id" = i."id" AND u."status" = 'closed'),
      i."updated_at") END,
  "sla_paused_at" = CASE WHEN i."status" IN ('on-hold', 'resolved') THEN now() END
  FROM "incident_types" t
  WHERE t."id" = i."incident_type_id" AND NOT i."is_draft";--> statement-breakpoint
-- A draft runs no target (the old filing code left none on drafts; this makes sure).
UPDATE "incidents" SET "sla_due_at" = NULL WHERE "is_draft" AND "sla_due_at" IS NOT NULL;
