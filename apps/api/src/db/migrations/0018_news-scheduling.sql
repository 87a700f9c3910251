ALTER TABLE "news_articles" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "scheduled_at" timestamp with time zone;