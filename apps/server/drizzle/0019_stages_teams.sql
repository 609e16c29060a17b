-- Teams whose members never share a table ([{nom, joueurs}]), how many best members count (null: all),
-- and the stages cut from the ranking ([{numero, nom, qualifies, report, joueurs, premiere_ronde, cree_le}]).
ALTER TABLE "tournaments" ADD COLUMN "equipes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "equipes_comptees" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "phases" jsonb DEFAULT '[]'::jsonb NOT NULL;
