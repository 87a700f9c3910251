CREATE TABLE "police_queue_place_counts" (
	"status" text NOT NULL,
	"lga_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"area_command_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "police_queue_place_counts_status_lga_id_station_id_area_command_id_pk" PRIMARY KEY("status","lga_id","station_id","area_command_id")
);
--> statement-breakpoint
-- Hand-written from here (decision 009): police_queue_place_counts is police_queue_counts without the type and
-- channel, kept the same way (statement triggers, one aggregated upsert per statement in key order).
CREATE FUNCTION police_queue_place_apply_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO police_queue_place_counts AS c (status, lga_id, station_id, area_command_id, count)
    SELECT status, coalesce(lga_id, 0), coalesce(station_id, 0), coalesce(area_command_id, 0), count(*)
    FROM police_queue_place_new
    WHERE NOT is_draft
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (status, lga_id, station_id, area_command_id) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO police_queue_place_counts AS c (status, lga_id, station_id, area_command_id, count)
    SELECT status, coalesce(lga_id, 0), coalesce(station_id, 0), coalesce(area_command_id, 0), -count(*)
    FROM police_queue_place_old
    WHERE NOT is_draft
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (status, lga_id, station_id, area_command_id) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    INSERT INTO police_queue_place_counts AS c (status, lga_id, station_id, area_command_id, count)
    SELECT status, lga_id, station_id, area_command_id, sum(n)::integer FROM (
      SELECT status, coalesce(lga_id, 0) AS lga_id, coalesce(station_id, 0) AS station_id,
             coalesce(area_command_id, 0) AS area_command_id, 1 AS n
      FROM police_queue_place_new WHERE NOT is_draft
      UNION ALL
      SELECT status, coalesce(lga_id, 0), coalesce(station_id, 0), coalesce(area_command_id, 0), -1
      FROM police_queue_place_old WHERE NOT is_draft
    ) changes
    GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (status, lga_id, station_id, area_command_id) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER police_queue_place_after_insert AFTER INSERT ON incidents
  REFERENCING NEW TABLE AS police_queue_place_new
  FOR EACH STATEMENT EXECUTE FUNCTION police_queue_place_apply_delta();
--> statement-breakpoint
CREATE TRIGGER police_queue_place_after_update AFTER UPDATE ON incidents
  REFERENCING OLD TABLE AS police_queue_place_old NEW TABLE AS police_queue_place_new
  FOR EACH STATEMENT EXECUTE FUNCTION police_queue_place_apply_delta();
--> statement-breakpoint
CREATE TRIGGER police_queue_place_after_delete AFTER DELETE ON incidents
  REFERENCING OLD TABLE AS police_queue_place_old
  FOR EACH STATEMENT EXECUTE FUNCTION police_queue_place_apply_delta();
--> statement-breakpoint
INSERT INTO police_queue_place_counts (status, lga_id, station_id, area_command_id, count)
SELECT status, coalesce(lga_id, 0), coalesce(station_id, 0), coalesce(area_command_id, 0), count(*)
FROM incidents
WHERE NOT is_draft
GROUP BY 1, 2, 3, 4;
