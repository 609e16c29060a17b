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
--> statement-breakpoint
-- Tournament games a player made up count once validated, or confirmed by their three other players.
ALTER TABLE "games" ADD COLUMN "validation_reason" text;
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "confirmations" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
-- Final scores a plain player entered keep their own reason to be checked (the sheets setting aside).
UPDATE "games" g SET "validation_reason" = 'scores'
	WHERE g."tournament_id" IS NOT NULL AND EXISTS (
		SELECT 1 FROM "game_journal" j JOIN "tournaments" t ON t."id" = g."tournament_id"
		WHERE j."game_id" = g."id" AND j."action" = 'scores_finaux' AND j."user_id" IS DISTINCT FROM t."admin_id"
			AND NOT EXISTS (SELECT 1 FROM "tournament_referees" r
				WHERE r."tournament_id" = t."id" AND r."user_id" = j."user_id"));
--> statement-breakpoint
-- A running tournament's games made up by a player wait for a check; finished tournaments keep their results.
UPDATE "games" g SET "validation_reason" = 'joueur', "validation_required" = true
	FROM "tournaments" t
	WHERE t."id" = g."tournament_id" AND t."etat" = 'en cours' AND g."ronde" IS NULL
		AND g."creator_id" <> t."admin_id" AND g."validated_at" IS NULL
		AND NOT EXISTS (SELECT 1 FROM "tournament_referees" r
			WHERE r."tournament_id" = t."id" AND r."user_id" = g."creator_id");
--> statement-breakpoint
-- Look-alike keys now also fold compatibility forms (NFKC) and « i » with « l »: every key is computed
-- again at the next start (plugins/database.ts, fillPseudoKeys; of two rows that collide, the later
-- gets a key of its own).
UPDATE "users" SET "pseudo_key" = NULL;
