-- The open-stream counts of events/stream-places.ts, taken and given back in batches: one call carries
-- every place a process gives back and every place it asks for since its last call, in one round trip
-- and one transaction, instead of a transaction of five statements per stream (a thousand pages coming
-- back after a Wi-Fi drop queued on them: docs/performance.md, reconnect storm).
--
-- The places given back come first (a page that reconnects finds the place its closed stream held).
-- Then each asked holder is locked, all in the same order in every process (by key), so that two
-- processes taking the same holders' places never wait on each other in a cycle; each count is read
-- after its lock (a VOLATILE function reads each statement with a fresh snapshot, so it sees what
-- another process committed while this one waited), and each place is granted in the order asked.
CREATE FUNCTION "flux_places"(
	processus_ text,
	rendus text[],
	demandes text[],
	maximums integer[],
	bail_secondes integer
) RETURNS boolean[] LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	accordees boolean[] := '{}';
	cle integer;
	tenus integer;
BEGIN
	UPDATE "flux_ouverts" AS f SET "nombre" = f."nombre" - r.n
	FROM (SELECT t, count(*)::integer AS n FROM unnest(rendus) AS t GROUP BY t) AS r
	WHERE f."processus" = processus_ AND f."titulaire" = r.t;
	DELETE FROM "flux_ouverts" WHERE "processus" = processus_ AND "nombre" <= 0;
	FOREACH cle IN ARRAY ARRAY(SELECT DISTINCT hashtext(t) FROM unnest(demandes) AS t ORDER BY 1) LOOP
		PERFORM pg_advisory_xact_lock(cle);
	END LOOP;
	FOR i IN 1 .. coalesce(array_length(demandes, 1), 0) LOOP
		SELECT coalesce(sum(f."nombre"), 0) INTO tenus FROM "flux_ouverts" AS f
		WHERE f."titulaire" = demandes[i] AND f."vu_le" > now() - make_interval(secs => bail_secondes);
		IF tenus < maximums[i] THEN
			INSERT INTO "flux_ouverts" AS f ("processus", "titulaire", "nombre", "vu_le")
			VALUES (processus_, demandes[i], 1, now())
			ON CONFLICT ("processus", "titulaire") DO UPDATE SET "nombre" = f."nombre" + 1, "vu_le" = now();
			accordees := accordees || true;
		ELSE
			accordees := accordees || false;
		END IF;
	END LOOP;
	RETURN accordees;
END
$$;
