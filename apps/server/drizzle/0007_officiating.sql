CREATE TABLE "game_journal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" text,
	"action" text NOT NULL,
	"round_index" integer,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "game_journal" ADD CONSTRAINT "game_journal_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_journal" ADD CONSTRAINT "game_journal_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_journal_game_idx" ON "game_journal" USING btree ("game_id","id");--> statement-breakpoint
CREATE TABLE "tournament_referees" (
	"tournament_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "tournament_referees_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "tournament_referees" ADD CONSTRAINT "tournament_referees_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_referees" ADD CONSTRAINT "tournament_referees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_referees_user_idx" ON "tournament_referees" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "penalties" (
	"id" text PRIMARY KEY NOT NULL,
	"tournament_id" text NOT NULL,
	"user_id" text NOT NULL,
	"tenths" integer NOT NULL,
	"motif" text NOT NULL,
	"game_id" text,
	"author_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_by" text,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "penalties" ADD CONSTRAINT "penalties_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penalties" ADD CONSTRAINT "penalties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penalties" ADD CONSTRAINT "penalties_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penalties" ADD CONSTRAINT "penalties_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penalties" ADD CONSTRAINT "penalties_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "penalties_tournament_idx" ON "penalties" USING btree ("tournament_id");--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "validation_feuilles" text DEFAULT 'aucune' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "departage" text DEFAULT 'partage' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "validation_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "validated_by" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "validated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_validated_by_users_id_fk" FOREIGN KEY ("validated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
