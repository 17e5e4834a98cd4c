CREATE TABLE "translation_memory" (
	"text_hash" text NOT NULL,
	"source" text NOT NULL,
	"target" text NOT NULL,
	"original" text NOT NULL,
	"translation" text NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_memory_text_hash_source_target_pk" PRIMARY KEY("text_hash","source","target")
);
--> statement-breakpoint
CREATE TABLE "translation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"asker_id" integer NOT NULL,
	"translator_id" integer,
	"source" text,
	"target" text NOT NULL,
	"content" text NOT NULL,
	"price" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"deadline_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"target" text NOT NULL,
	"text_hash" text NOT NULL,
	"source" text,
	"status" text NOT NULL,
	"text" text,
	"engine" text,
	"failure" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translators" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"pairs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "translate_engine" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "message_threads" ALTER COLUMN "receive_translate" SET DEFAULT true;--> statement-breakpoint
UPDATE "message_threads" SET "receive_translate" = true;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "biography_lang" text;--> statement-breakpoint
ALTER TABLE "feeds" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "translation_requests" ADD CONSTRAINT "translation_requests_asker_id_users_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_requests" ADD CONSTRAINT "translation_requests_translator_id_users_id_fk" FOREIGN KEY ("translator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translators" ADD CONSTRAINT "translators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "translation_requests_live_uq" ON "translation_requests" USING btree ("asker_id","item_type","item_id","target") WHERE "translation_requests"."status" <> 'expired';--> statement-breakpoint
CREATE INDEX "translation_requests_queue_idx" ON "translation_requests" USING btree ("status","source","target","id");--> statement-breakpoint
CREATE INDEX "translation_requests_due_idx" ON "translation_requests" USING btree ("deadline_at") WHERE "translation_requests"."status" in ('open', 'claimed');--> statement-breakpoint
CREATE UNIQUE INDEX "translations_item_uq" ON "translations" USING btree ("item_type","item_id","target");