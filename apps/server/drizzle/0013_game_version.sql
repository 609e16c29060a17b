-- A game's version: every change of its row counts one more (a trigger, so that no write can forget it).
-- A live event names the version its write started from; a stream that started from a later version
-- already shows that write (apps/server/src/events/bus.ts).
ALTER TABLE "games" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "games_next_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := OLD."version" + 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "games_version" BEFORE UPDATE ON "games" FOR EACH ROW EXECUTE FUNCTION "games_next_version"();
