-- A player's profile reaches a tournament's organisers only once shared with it; frozen at the finish.
CREATE TABLE "tournament_identities" (
	"tournament_id" text NOT NULL REFERENCES "tournaments"("id") ON DELETE CASCADE,
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"frozen" jsonb,
	PRIMARY KEY ("tournament_id", "user_id")
);
--> statement-breakpoint
-- Players who checked in before this existed had shared their identity by doing so.
INSERT INTO "tournament_identities" ("tournament_id", "user_id")
	SELECT "tournament_id", "user_id" FROM "tournament_players" WHERE "present";
