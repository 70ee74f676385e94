-- The change feed (server/db/changes.ts): every instance keeps read caches (the session behind
-- an access token with its member, community search's pages and totals) and drops an entry
-- when this channel says its rows changed, whichever instance, job or console changed them.
-- Triggers rather than the app's own writes: a write path that forgets to tell the caches
-- cannot exist. Payloads: 'member:<id>' (a member's row or one of their sessions changed) and
-- 'listing' (who community search lists, or what it shows of them, may have changed).
-- NOTIFY is delivered at commit, and identical payloads of one transaction once.
CREATE FUNCTION "change_feed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('guildhall_changes', 'member:' || OLD.id);
    END IF;
    IF (TG_OP <> 'INSERT' AND OLD.published) OR (TG_OP <> 'DELETE' AND NEW.published) THEN
      PERFORM pg_notify('guildhall_changes', 'listing');
    END IF;
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('guildhall_changes', 'member:' || OLD.user_id);
  ELSE
    PERFORM pg_notify('guildhall_changes', 'listing');
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_change_feed" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "change_feed_notify"();--> statement-breakpoint
CREATE TRIGGER "sessions_change_feed" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "change_feed_notify"();--> statement-breakpoint
CREATE TRIGGER "certifications_change_feed" AFTER INSERT OR UPDATE OR DELETE ON "certifications" FOR EACH ROW EXECUTE FUNCTION "change_feed_notify"();
