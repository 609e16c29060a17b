-- Rule sets as data: a tournament's `regles` (and now each game's) is a preset id or an object
-- {"base": "<preset id>", ...overrides}, stored as JSON. Games stored before this change played the
-- classic rules: they keep them, and replay to the same scores.
ALTER TABLE "tournaments" ALTER COLUMN "regles" TYPE jsonb USING to_jsonb("regles");--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "regles" jsonb DEFAULT '"classic"'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "games" SET "regles" = "tournaments"."regles" FROM "tournaments" WHERE "games"."tournament_id" = "tournaments"."id";
