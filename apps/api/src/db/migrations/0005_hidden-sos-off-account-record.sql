-- Issue 18: an identity-hidden SOS alert marked false no longer counts on its sender's account, since the account's
-- count and flag date (shown to State HQ in the flagged-accounts list) would tie the alert to the account.
-- Recount every account from its identified false alerts; the flag date is when the third one was marked
-- (FALSE_ALERT_FLAG_THRESHOLD in sos-police.service.ts), as the server sets it.
WITH "identified_false" AS (
  SELECT "user_id", "marked_false_at",
    row_number() OVER (PARTITION BY "user_id" ORDER BY "marked_false_at", "id") AS "n"
  FROM "sos_alerts"
  WHERE "user_id" IS NOT NULL AND "marked_false_at" IS NOT NULL AND NOT "is_identity_hidden"
), "record" AS (
  SELECT "user_id", count(*)::integer AS "false_alert_count",
    max("marked_false_at") FILTER (WHERE "n" = 3) AS "flagged_at"
  FROM "identified_false"
  GROUP BY "user_id"
)
UPDATE "users" SET
  "false_alert_count" = coalesce((SELECT "false_alert_count" FROM "record" WHERE "record"."user_id" = "users"."id"), 0),
  "flagged_at" = (SELECT "flagged_at" FROM "record" WHERE "record"."user_id" = "users"."id")
WHERE "users"."false_alert_count" > 0 OR "users"."flagged_at" IS NOT NULL;
