CREATE TABLE "open311_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "open311_api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "open311_reports" (
	"incident_id" uuid PRIMARY KEY NOT NULL,
	"api_key_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "open311_api_keys" ADD CONSTRAINT "open311_api_keys_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open311_reports" ADD CONSTRAINT "open311_reports_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open311_reports" ADD CONSTRAINT "open311_reports_api_key_id_open311_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."open311_api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open311_api_keys_created_idx" ON "open311_api_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "open311_reports_key_idx" ON "open311_reports" USING btree ("api_key_id");