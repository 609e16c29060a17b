CREATE TABLE "rondes" (
	"tournament_id" text NOT NULL,
	"numero" integer NOT NULL,
	"mode" text NOT NULL,
	"seed" integer NOT NULL,
	"duree_minutes" integer DEFAULT 90 NOT NULL,
	"horloge_fin" timestamp with time zone,
	"horloge_restant_ms" integer,
	"supplements" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rondes_tournament_id_numero_pk" PRIMARY KEY("tournament_id","numero")
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "ronde" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "table_number" integer;--> statement-breakpoint
ALTER TABLE "tournament_players" ADD COLUMN "absent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "ecran_jeton" text;--> statement-breakpoint
ALTER TABLE "rondes" ADD CONSTRAINT "rondes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_tournament_ronde_table_key" ON "games" USING btree ("tournament_id","ronde","table_number");--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_ecran_jeton_unique" UNIQUE("ecran_jeton");