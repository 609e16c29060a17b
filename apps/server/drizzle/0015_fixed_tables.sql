-- Players the admin keeps at one table in every ronde (a wheelchair, a table by the door): user id → table number.
ALTER TABLE "tournaments" ADD COLUMN "tables_fixes" jsonb DEFAULT '{}'::jsonb NOT NULL;
