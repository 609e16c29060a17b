-- Leagues (« ligues »), their members and admins, their seasons; games and tournaments name their league.
CREATE TABLE "ligues" (
	"id" text PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	"invitation_jeton" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ligues_invitation_jeton_unique" UNIQUE("invitation_jeton")
);
--> statement-breakpoint
CREATE TABLE "ligue_membres" (
	"ligue_id" text NOT NULL,
	"user_id" text NOT NULL,
	"admin" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ligue_membres_ligue_id_user_id_pk" PRIMARY KEY("ligue_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "saisons" (
	"id" text PRIMARY KEY NOT NULL,
	"ligue_id" text NOT NULL,
	"nom" text NOT NULL,
	"date_debut" date NOT NULL,
	"date_fin" date NOT NULL,
	"mesure" text NOT NULL,
	"meilleures" integer,
	"min_parties" integer DEFAULT 0 NOT NULL,
	"regles" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ligue_membres" ADD CONSTRAINT "ligue_membres_ligue_id_ligues_id_fk" FOREIGN KEY ("ligue_id") REFERENCES "public"."ligues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ligue_membres" ADD CONSTRAINT "ligue_membres_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saisons" ADD CONSTRAINT "saisons_ligue_id_ligues_id_fk" FOREIGN KEY ("ligue_id") REFERENCES "public"."ligues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ligue_membres_user_idx" ON "ligue_membres" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saisons_ligue_idx" ON "saisons" USING btree ("ligue_id");--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "ligue_id" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_ligue_id_ligues_id_fk" FOREIGN KEY ("ligue_id") REFERENCES "public"."ligues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournaments_ligue_idx" ON "tournaments" USING btree ("ligue_id");--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "ligue_id" text;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_ligue_id_ligues_id_fk" FOREIGN KEY ("ligue_id") REFERENCES "public"."ligues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_ligue_idx" ON "games" USING btree ("ligue_id");
