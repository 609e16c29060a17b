-- Open live streams per holder (a signed-in user, or a public screen's address) and per server process,
-- so that the per-user and per-address caps count every process's streams (events/stream-places.ts).
-- A process refreshes `vu_le` of its rows while it runs; rows of a process that stopped refreshing them
-- (it crashed) no longer count once their lease has passed.
CREATE TABLE "flux_ouverts" (
	"processus" text NOT NULL,
	"titulaire" text NOT NULL,
	"nombre" integer NOT NULL,
	"vu_le" timestamp with time zone NOT NULL,
	CONSTRAINT "flux_ouverts_pkey" PRIMARY KEY("processus","titulaire")
);--> statement-breakpoint
CREATE INDEX "flux_ouverts_titulaire_idx" ON "flux_ouverts" USING btree ("titulaire");
