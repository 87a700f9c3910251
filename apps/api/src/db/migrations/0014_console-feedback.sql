CREATE INDEX "feedbacks_station_created_idx" ON "feedbacks" USING btree ("station_id","created_at");--> statement-breakpoint
CREATE INDEX "incident_messages_author_idx" ON "incident_messages" USING btree ("author_user_id","incident_id");--> statement-breakpoint
CREATE INDEX "incident_reviews_created_idx" ON "incident_reviews" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "incident_updates_author_idx" ON "incident_updates" USING btree ("author_user_id","incident_id");