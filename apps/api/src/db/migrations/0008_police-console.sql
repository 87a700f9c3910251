CREATE TABLE "police_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"station_id" integer,
	"area_command_id" integer,
	"token_hash" text NOT NULL,
	"invited_by_user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "police_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "incident_updates" ADD COLUMN "kind" text DEFAULT 'note' NOT NULL;--> statement-breakpoint
ALTER TABLE "incident_updates" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "posting_area_command_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "police_invitations" ADD CONSTRAINT "police_invitations_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "police_invitations" ADD CONSTRAINT "police_invitations_area_command_id_area_commands_id_fk" FOREIGN KEY ("area_command_id") REFERENCES "public"."area_commands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "police_invitations" ADD CONSTRAINT "police_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "police_invitations" ADD CONSTRAINT "police_invitations_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "police_invitations_email_idx" ON "police_invitations" USING btree ("email","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_posting_area_command_id_area_commands_id_fk" FOREIGN KEY ("posting_area_command_id") REFERENCES "public"."area_commands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incidents_queue_idx" ON "incidents" USING btree ("status","submitted_at" DESC NULLS LAST) WHERE "incidents"."is_draft" = false;--> statement-breakpoint
CREATE INDEX "incidents_queue_lga_idx" ON "incidents" USING btree ("lga_id","status","submitted_at" DESC NULLS LAST) WHERE "incidents"."is_draft" = false;--> statement-breakpoint
CREATE INDEX "incidents_queue_area_idx" ON "incidents" USING btree ("area_command_id","status","submitted_at" DESC NULLS LAST) WHERE "incidents"."is_draft" = false;--> statement-breakpoint
-- Hand-written from here. The one police role becomes the officer of the four police roles (issue 11).
UPDATE "users" SET "role" = 'officer' WHERE "role" = 'police';--> statement-breakpoint
-- The history's kinds: every row written before is a status change (with a status) or a note.
UPDATE "incident_updates" SET "kind" = CASE WHEN "status" IS NULL THEN 'note' ELSE 'status' END;--> statement-breakpoint
-- A report already acted on was acknowledged in effect when first acted on.
UPDATE "incidents" i SET "acknowledged_at" = u."first_at"
  FROM (SELECT "incident_id", min("created_at") AS "first_at" FROM "incident_updates" GROUP BY "incident_id") u
  WHERE u."incident_id" = i."id" AND i."status" <> 'new';--> statement-breakpoint
-- Every report carries its LGA's area command (reports filed before area commands existed have none yet).
UPDATE "incidents" i SET "area_command_id" = l."area_command_id"
  FROM "lgas" l WHERE l."id" = i."lga_id" AND i."area_command_id" IS DISTINCT FROM l."area_command_id";
