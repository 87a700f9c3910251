ALTER TABLE "feedbacks" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "replied_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "incident_reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "incident_reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incident_reviews" ADD COLUMN "replied_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_replied_by_user_id_users_id_fk" FOREIGN KEY ("replied_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_reviews" ADD CONSTRAINT "incident_reviews_replied_by_user_id_users_id_fk" FOREIGN KEY ("replied_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedbacks_created_idx" ON "feedbacks" USING btree ("created_at");