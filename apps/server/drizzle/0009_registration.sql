ALTER TABLE "users" ADD COLUMN "prenom" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nom" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "numero_ema" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pays" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "club" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "inscriptions_ouvertes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "places" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "liste_attente" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "ville" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "pays" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "inscription_jeton" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "pointage_jeton" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_inscription_jeton_unique" UNIQUE("inscription_jeton");--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_pointage_jeton_unique" UNIQUE("pointage_jeton");--> statement-breakpoint
ALTER TABLE "tournament_players" ADD COLUMN "present" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_players" ADD COLUMN "remplacant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_players" ADD COLUMN "promu_le" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "tournament_waitlist" (
	"tournament_id" text NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_waitlist_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "tournament_waitlist" ADD CONSTRAINT "tournament_waitlist_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_waitlist" ADD CONSTRAINT "tournament_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_waitlist_user_idx" ON "tournament_waitlist" USING btree ("user_id");
