ALTER TABLE "feeds" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "feeds_client_id_uq" ON "feeds" USING btree ("user_id","client_id") WHERE "feeds"."client_id" IS NOT NULL;