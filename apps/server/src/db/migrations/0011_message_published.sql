ALTER TABLE "messages" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Messages from before this column were published when they were sent.
UPDATE "messages" SET "published_at" = "created_at";--> statement-breakpoint
CREATE INDEX "messages_unpublished_idx" ON "messages" USING btree ("id") WHERE "messages"."published_at" IS NULL;