-- Issue 21: the community hub. Safety tips (edited by administrators like news), security alerts for an area
-- (empty lga_ids: the whole state), community polls. A vote is kept in two tables that share nothing but the poll:
-- who voted (to refuse a second vote) and how many votes each option got per LGA, so no one can tell who voted what.
CREATE TABLE "community_tips" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_url" text,
	"is_draft" boolean DEFAULT true NOT NULL,
	"date_published" timestamp with time zone,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_tips_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE INDEX "community_tips_topic_idx" ON "community_tips" USING btree ("topic");
--> statement-breakpoint
CREATE TABLE "community_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"severity" text NOT NULL,
	"lga_ids" integer[] DEFAULT '{}' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_by" uuid,
	"notified" integer DEFAULT 0 NOT NULL,
	"texted" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_alerts_severity_check" CHECK ("severity" in ('info', 'warning', 'danger'))
);
--> statement-breakpoint
CREATE INDEX "community_alerts_expires_idx" ON "community_alerts" USING btree ("expires_at");
--> statement-breakpoint
CREATE TABLE "community_polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"options" jsonb NOT NULL,
	"lga_ids" integer[] DEFAULT '{}' NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_poll_voters" (
	"poll_id" integer NOT NULL REFERENCES "community_polls"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	CONSTRAINT "community_poll_voters_pk" PRIMARY KEY("poll_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_poll_counts" (
	"poll_id" integer NOT NULL REFERENCES "community_polls"("id") ON DELETE cascade,
	"option_id" integer NOT NULL,
	"lga_id" integer DEFAULT 0 NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "community_poll_counts_pk" PRIMARY KEY("poll_id","option_id","lga_id")
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "area_alerts_push" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "area_alerts_sms" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "on_behalf_of" jsonb;
