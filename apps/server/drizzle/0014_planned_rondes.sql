-- The rondes the admin plans to play (null: not said): the seating plans its no-repeat schedule that far.
ALTER TABLE "tournaments" ADD COLUMN "rondes_prevues" integer;
