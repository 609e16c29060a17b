ALTER TABLE "users" ADD COLUMN "pseudo_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "users_pseudo_key_key" ON "users" USING btree ("pseudo_key");
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tokens_not_before" timestamp with time zone;
