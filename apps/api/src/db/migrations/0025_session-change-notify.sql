-- Issue 17: each API process remembers live sign-in sessions (accounts-core/session-cache.ts) and forgets a user's
-- as soon as anything that decides their sessions changes, whichever process or script changed it.
CREATE OR REPLACE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_changes', OLD.id::text);
  ELSE
    PERFORM pg_notify('session_changes', OLD.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_session_change AFTER UPDATE OF revoked_at, expires_at ON refresh_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at)
  EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_session_delete AFTER DELETE ON refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_session_change AFTER UPDATE OF role, disabled_at, deleted_at ON users
  FOR EACH ROW WHEN (
    OLD.role IS DISTINCT FROM NEW.role
    OR OLD.disabled_at IS DISTINCT FROM NEW.disabled_at
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
  )
  EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_session_delete AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
