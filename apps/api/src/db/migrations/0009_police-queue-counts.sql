CREATE TABLE "police_queue_counts" (
	"status" text NOT NULL,
	"lga_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"area_command_id" integer NOT NULL,
	"incident_type_id" integer NOT NULL,
	"channel" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "police_queue_counts_status_lga_id_station_id_area_command_id_incident_type_id_channel_pk" PRIMARY KEY("status","lga_id","station_id","area_command_id","incident_type_id","channel")
);
--> statement-breakpoint
DROP INDEX "incidents_station_idx";--> statement-breakpoint
CREATE INDEX "incidents_queue_station_idx" ON "incidents" USING btree ("station_id","status","submitted_at" DESC NULLS LAST) WHERE "incidents"."is_draft" = false;--> statement-breakpoint
CREATE INDEX "incidents_queue_station_recent_idx" ON "incidents" USING btree ("station_id","submitted_at" DESC NULLS LAST) WHERE "incidents"."is_draft" = false;--> statement-breakpoint
CREATE INDEX "incidents_queue_lga_recent_idx" ON "incidents" USING btree ("lga_id","submitted_at" DESC NULLS LAST) WHERE "incidents"."is_draft" = false;--> statement-breakpoint
CREATE INDEX "incidents_queue_area_recent_idx" ON "incidents" USING btree ("area_command_id","submitted_at" DESC NULLS LAST) WHERE "incidents"."is_draft" = false;--> statement-breakpoint
CREATE INDEX "incidents_queue_recent_idx" ON "incidents" USING btree ("submitted_at" DESC NULLS LAST) WHERE "incidents"."is_draft" = false;--> statement-breakpoint
CREATE INDEX "incidents_ticket_prefix_idx" ON "incidents" USING btree ("ticket_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "incidents_description_search_idx" ON "incidents" USING gin (to_tsvector('simple', "description")) WHERE "incidents"."is_draft" = false;--> statement-breakpoint
-- Hand-written from here (decision 009). Keeps police_queue_counts current on every write to incidents, whoever
-- writes: statement triggers with transition tables, one aggregated upsert per statement (as crime_map_daily,
-- migration 0001), in key order so two writers never lock the same rows in opposite orders. Drafts are not counted;
-- a place a report does not have is counted as 0. An UPDATE that changes no key (a version bump, a note's
-- updated_at) nets to nothing and writes nothing.
CREATE FUNCTION police_queue_apply_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO police_queue_counts AS c (status, lga_id, station_id, area_command_id, incident_type_id, channel, count)
    SELECT status, coalesce(lga_id, 0), coalesce(station_id, 0), coalesce(area_command_id, 0), incident_type_id,
           channel, count(*)
    FROM police_queue_new
    WHERE NOT is_draft
    GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (status, lga_id, station_id, area_command_id, incident_type_id, channel)
      DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO police_queue_counts AS c (status, lga_id, station_id, area_command_id, incident_type_id, channel, count)
    SELECT status, coalesce(lga_id, 0), coalesce(station_id, 0), coalesce(area_command_id, 0), incident_type_id,
           channel, -count(*)
    FROM police_queue_old
    WHERE NOT is_draft
    GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (status, lga_id, station_id, area_command_id, incident_type_id, channel)
      DO UPDATE SET count = c.count + excluded.count;
  ELSE
    INSERT INTO police_queue_counts AS c (status, lga_id, station_id, area_command_id, incident_type_id, channel, count)
    SELECT status, lga_id, station_id, area_command_id, incident_type_id, channel, sum(n)::integer FROM (
      SELECT status, coalesce(lga_id, 0) AS lga_id, coalesce(station_id, 0) AS station_id,
             coalesce(area_command_id, 0) AS area_command_id, incident_type_id, channel, 1 AS n
      FROM police_queue_new WHERE NOT is_draft
      UNION ALL
      SELECT status, coalesce(lga_id, 0), coalesce(station_id, 0), coalesce(area_command_id, 0), incident_type_id,
             channel, -1
      FROM police_queue_old WHERE NOT is_draft
    ) changes
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (status, lga_id, station_id, area_command_id, incident_type_id, channel)
      DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER police_queue_after_insert AFTER INSERT ON incidents
  REFERENCING NEW TABLE AS police_queue_new FOR EACH STATEMENT EXECUTE FUNCTION police_queue_apply_delta();
--> statement-breakpoint
CREATE TRIGGER police_queue_after_update AFTER UPDATE ON incidents
  REFERENCING OLD TABLE AS police_queue_old NEW TABLE AS police_queue_new
  FOR EACH STATEMENT EXECUTE FUNCTION police_queue_apply_delta();
--> statement-breakpoint
CREATE TRIGGER police_queue_after_delete AFTER DELETE ON incidents
  REFERENCING OLD TABLE AS police_queue_old FOR EACH STATEMENT EXECUTE FUNCTION police_queue_apply_delta();
--> statement-breakpoint
INSERT INTO police_queue_counts (status, lga_id, station_id, area_command_id, incident_type_id, channel, count)
SELECT status, coalesce(lga_id, 0), coalesce(station_id, 0), coalesce(area_command_id, 0), incident_type_id, channel,
       count(*)
FROM incidents
WHERE NOT is_draft
GROUP BY 1, 2, 3, 4, 5, 6;
