CREATE TABLE "photo_flags" (
	"upload_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"words" text[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"category" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "say_hi_reviews" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer
);
--> statement-breakpoint
ALTER TABLE "photo_flags" ADD CONSTRAINT "photo_flags_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_flags" ADD CONSTRAINT "photo_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "say_hi_reviews" ADD CONSTRAINT "say_hi_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_flags_status_idx" ON "photo_flags" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "say_hi_reviews_queue_idx" ON "say_hi_reviews" USING btree ("reviewed_at","changed_at");--> statement-breakpoint
-- Templates set before the queue existed wait for their first review.
INSERT INTO "say_hi_reviews" ("user_id") SELECT "id" FROM "users" WHERE COALESCE("hi_content", '') <> '' OR "hi_photo" IS NOT NULL;
