ALTER TABLE "rounds" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;