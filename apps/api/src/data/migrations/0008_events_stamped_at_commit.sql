ALTER TABLE "events" DROP CONSTRAINT "events_pk";--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "version" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "id" bigint PRIMARY KEY NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE UNIQUE INDEX "events_workspace_version_unique" ON "events" USING btree ("workspace_id","version");--> statement-breakpoint
-- Numbers each new event AT COMMIT (deferred constraint trigger): the workspace's counter row is locked only while the
-- transaction commits, so one workspace's transactions commit in version order (no gap a reader could see, none left
-- by a rollback), and the commit delivers NOTIFY cairn_events '<workspace_id>:<version>' to every listening process.
CREATE FUNCTION "events_stamp"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v bigint;
BEGIN
  INSERT INTO "workspace_event_versions" AS c ("workspace_id", "version") VALUES (NEW."workspace_id", 1)
    ON CONFLICT ("workspace_id") DO UPDATE SET "version" = c."version" + 1
    RETURNING c."version" INTO v;
  UPDATE "events" SET "version" = v WHERE "id" = NEW."id";
  PERFORM pg_notify('cairn_events', NEW."workspace_id"::text || ':' || v::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "events_stamp" AFTER INSERT ON "events" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "events_stamp"();
