-- Games imported from an online platform's log: where from (tenhou, mahjong-soul, mjai), the log's format
-- and id, and the fingerprint of the game it describes (sha-256): the same game is imported once.
ALTER TABLE "games" ADD COLUMN "import_plateforme" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "import_format" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "import_log_id" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "import_empreinte" text;--> statement-breakpoint
CREATE UNIQUE INDEX "games_import_empreinte_key" ON "games" USING btree ("import_empreinte");--> statement-breakpoint
CREATE UNIQUE INDEX "games_import_log_key" ON "games" USING btree ("import_plateforme","import_log_id");
