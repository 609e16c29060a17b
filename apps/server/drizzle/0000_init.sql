CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	"joueurs" text[] NOT NULL,
	"creator_id" text NOT NULL,
	"tournament_id" text,
	"manual" boolean DEFAULT false NOT NULL,
	"etat" text NOT NULL,
	"date_debut" timestamp with time zone NOT NULL,
	"date_fin" timestamp with time zone,
	"scores" jsonb NOT NULL,
	"vent" text NOT NULL,
	"tour_actuel" integer NOT NULL,
	"dealer_stack" integer NOT NULL,
	"riichi_stack" integer NOT NULL,
	"nb_tours" integer DEFAULT 0 NOT NULL,
	"chombos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"game_id" text NOT NULL,
	"key" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_game_id_key_pk" PRIMARY KEY("game_id","key")
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"game_id" text NOT NULL,
	"round_index" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rounds_game_id_round_index_pk" PRIMARY KEY("game_id","round_index")
);
--> statement-breakpoint
CREATE TABLE "tournament_players" (
	"tournament_id" text NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "tournament_players_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" text PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	"date_debut" timestamp with time zone NOT NULL,
	"date_fin" timestamp with time zone,
	"etat" text NOT NULL,
	"classement_visible" boolean NOT NULL,
	"regles" text NOT NULL,
	"admin_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"pseudo" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"provider" text NOT NULL,
	"password_hash" text,
	"firebase_uid" text,
	"token_version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_firebase_uid_unique" UNIQUE("firebase_uid")
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_joueurs_idx" ON "games" USING gin ("joueurs");--> statement-breakpoint
CREATE INDEX "games_creator_idx" ON "games" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "games_tournament_idx" ON "games" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "tournament_players_user_idx" ON "tournament_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tournaments_admin_idx" ON "tournaments" USING btree ("admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_pseudo_lower_key" ON "users" USING btree (lower("pseudo"));