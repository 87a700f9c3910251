-- Each API process keeps reference data in memory (the LGAs with their Area Command in geo/geocoding.ts, the LGAs
-- and incident types of the crime map). Any change to these tables, whichever process or script made it (the
-- console, a station import, npm run import:boundaries), notifies 'reference_changes' with the table's name on
-- commit, and every process drops its copy (plugins/reference-changes.ts). One notification per statement: a bulk
-- import sends one, not one per row.
CREATE OR REPLACE FUNCTION notify_reference_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('reference_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER lgas_reference_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lgas
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_change();
--> statement-breakpoint
CREATE TRIGGER area_commands_reference_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON area_commands
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_change();
--> statement-breakpoint
CREATE TRIGGER incident_types_reference_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON incident_types
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_change();
--> statement-breakpoint
CREATE TRIGGER stations_reference_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_change();
