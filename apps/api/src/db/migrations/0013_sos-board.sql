CREATE TABLE "sos_alert_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alert_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" uuid,
	"note" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sos_alert_events_kind_check" CHECK ("sos_alert_events"."kind" in ('sent', 'acknowledged', 'assigned', 'note', 'escalated', 'attended', 'false-alert'))
);
--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD COLUMN "acknowledged_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD COLUMN "acknowledged_station_id" integer;--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD COLUMN "attended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD COLUMN "assigned_station_id" integer;--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD COLUMN "assigned_officer_id" uuid;--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD COLUMN "escalation_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sos_alert_events" ADD CONSTRAINT "sos_alert_events_alert_id_sos_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."sos_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_alert_events" ADD CONSTRAINT "sos_alert_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sos_alert_events_alert_idx" ON "sos_alert_events" USING btree ("alert_id","id");--> statement-breakpoint
CREATE INDEX "sos_alert_events_created_idx" ON "sos_alert_events" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD CONSTRAINT "sos_alerts_acknowledged_by_user_id_users_id_fk" FOREIGN KEY ("acknowledged_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD CONSTRAINT "sos_alerts_acknowledged_station_id_stations_id_fk" FOREIGN KEY ("acknowledged_station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD CONSTRAINT "sos_alerts_assigned_station_id_stations_id_fk" FOREIGN KEY ("assigned_station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD CONSTRAINT "sos_alerts_assigned_officer_id_users_id_fk" FOREIGN KEY ("assigned_officer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sos_alerts_lga_idx" ON "sos_alerts" USING btree ("lga_id","created_at");--> statement-breakpoint
CREATE INDEX "sos_alerts_assigned_station_idx" ON "sos_alerts" USING btree ("assigned_station_id");--> statement-breakpoint
CREATE INDEX "sos_alerts_assigned_officer_idx" ON "sos_alerts" USING btree ("assigned_officer_id");--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD CONSTRAINT "sos_alerts_status_check" CHECK ("sos_alerts"."status" in ('new', 'acknowledged', 'attended', 'false-alert'));--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD CONSTRAINT "sos_alerts_escalation_level_check" CHECK ("sos_alerts"."escalation_level" between 0 and 2);--> statement-breakpoint
-- The history of the alerts sent before the board: sent, then acknowledged and marked false where they were (the
-- acting accounts were not recorded), in time order so that event numbers follow time.
INSERT INTO "sos_alert_events" ("alert_id", "kind", "created_at")
SELECT "alert_id", "kind", "at" FROM (
  SELECT "id" AS "alert_id", 'sent' AS "kind", "created_at" AS "at", 0 AS "step" FROM "sos_alerts"
  UNION ALL
  SELECT "id", 'acknowledged', "acknowledged_at", 1 FROM "sos_alerts" WHERE "acknowledged_at" IS NOT NULL
  UNION ALL
  SELECT "id", 'false-alert', "marked_false_at", 2 FROM "sos_alerts" WHERE "marked_false_at" IS NOT NULL
) AS "past"
ORDER BY "at", "step";
