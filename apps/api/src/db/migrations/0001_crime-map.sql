CREATE TABLE "crime_map_daily" (
	"lga_id" integer NOT NULL,
	"incident_type_id" integer NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "crime_map_daily_lga_id_incident_type_id_day_pk" PRIMARY KEY("lga_id","incident_type_id","day")
);
--> statement-breakpoint
CREATE INDEX "crime_map_daily_day_idx" ON "crime_map_daily" USING btree ("day","lga_id","incident_type_id");--> statement-breakpoint
CREATE INDEX "incidents_map_lga_recent_idx" ON "incidents" USING btree ("lga_id","submitted_at" DESC NULLS LAST) WHERE "incidents"."is_draft" = false and "incidents"."hidden_from_map" = false;--> statement-breakpoint
-- Keeps crime_map_daily current on every write to incidents, whoever writes (statement triggers with
-- transition tables: one aggregated upsert per statement, so bulk loads stay fast). Each change also
-- notifies 'crime_map_changed' on commit so API processes drop their short-lived map caches.
CREATE FUNCTION crime_map_apply_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO crime_map_daily AS d (lga_id, incident_type_id, day, count)
    SELECT lga_id, incident_type_id, (submitted_at AT TIME ZONE 'UTC')::date, count(*)
    FROM crime_map_new
    WHERE NOT is_draft AND NOT hidden_from_map AND lga_id IS NOT NULL AND submitted_at IS NOT NULL
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (lga_id, incident_type_id, day) DO UPDATE SET count = d.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE crime_map_daily AS d SET count = d.count - o.n
    FROM (
      SELECT lga_id, incident_type_id, (submitted_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n
      FROM crime_map_old
      WHERE NOT is_draft AND NOT hidden_from_map AND lga_id IS NOT NULL AND submitted_at IS NOT NULL
      GROUP BY 1, 2, 3
    ) o
    WHERE d.lga_id = o.lga_id AND d.incident_type_id = o.incident_type_id AND d.day = o.day;
  ELSE
    INSERT INTO crime_map_daily AS d (lga_id, incident_type_id, day, count)
    SELECT lga_id, incident_type_id, day, sum(n)::integer FROM (
      SELECT lga_id, incident_type_id, (submitted_at AT TIME ZONE 'UTC')::date AS day, 1 AS n
      FROM crime_map_new
      WHERE NOT is_draft AND NOT hidden_from_map AND lga_id IS NOT NULL AND submitted_at IS NOT NULL
      UNION ALL
      SELECT lga_id, incident_type_id, (submitted_at AT TIME ZONE 'UTC')::date, -1
      FROM crime_map_old
      WHERE NOT is_draft AND NOT hidden_from_map AND lga_id IS NOT NULL AND submitted_at IS NOT NULL
    ) changes
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (lga_id, incident_type_id, day) DO UPDATE SET count = d.count + excluded.count;
  END IF;
  PERFORM pg_notify('crime_map_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER crime_map_after_insert AFTER INSERT ON incidents
  REFERENCING NEW TABLE AS crime_map_new FOR EACH STATEMENT EXECUTE FUNCTION crime_map_apply_delta();
--> statement-breakpoint
CREATE TRIGGER crime_map_after_update AFTER UPDATE ON incidents
  REFERENCING OLD TABLE AS crime_map_old NEW TABLE AS crime_map_new FOR EACH STATEMENT EXECUTE FUNCTION crime_map_apply_delta();
--> statement-breakpoint
CREATE TRIGGER crime_map_after_delete AFTER DELETE ON incidents
  REFERENCING OLD TABLE AS crime_map_old FOR EACH STATEMENT EXECUTE FUNCTION crime_map_apply_delta();
--> statement-breakpoint
INSERT INTO crime_map_daily (lga_id, incident_type_id, day, count)
SELECT lga_id, incident_type_id, (submitted_at AT TIME ZONE 'UTC')::date, count(*)
FROM incidents
WHERE NOT is_draft AND NOT hidden_from_map AND lga_id IS NOT NULL AND submitted_at IS NOT NULL
GROUP BY 1, 2, 3;
