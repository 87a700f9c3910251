CREATE TABLE "incident_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incident_id" uuid NOT NULL,
	"from" text NOT NULL,
	"text" text NOT NULL,
	"author_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_messages_from_check" CHECK ("incident_messages"."from" in ('police', 'reporter')),
	CONSTRAINT "incident_messages_reporter_unnamed_check" CHECK ("incident_messages"."from" = 'police' or "incident_messages"."author_user_id" is null)
);
--> statement-breakpoint
ALTER TABLE "incident_messages" ADD CONSTRAINT "incident_messages_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_messages" ADD CONSTRAINT "incident_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_messages_incident_idx" ON "incident_messages" USING btree ("incident_id","created_at");