-- Device sessions signed out one by one (a shared phone's « Déconnexion » leaves the player's own phone
-- signed in): session key → when the key can be forgotten. And the seating's soft preference that keeps
-- members of one club apart, on by default.
ALTER TABLE "users" ADD COLUMN "ended_sessions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "separer_clubs" boolean DEFAULT true NOT NULL;
