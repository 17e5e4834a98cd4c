CREATE TABLE "photo_purchases" (
	"upload_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"related_id" integer,
	"type" text NOT NULL,
	"price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_purchases_upload_id_buyer_id_pk" PRIMARY KEY("upload_id","buyer_id")
);
--> statement-breakpoint
CREATE TABLE "message_deletions" (
	"user_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	CONSTRAINT "message_deletions_user_id_message_id_pk" PRIMARY KEY("user_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "message_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"peer_id" integer NOT NULL,
	"pinned_at" timestamp with time zone,
	"unread" integer DEFAULT 0 NOT NULL,
	"last_read_at" timestamp with time zone,
	"last_read_message_id" integer DEFAULT 0 NOT NULL,
	"last_message_id" integer,
	"last_message_at" timestamp with time zone,
	"draft" text DEFAULT '' NOT NULL,
	"cleared_before_id" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"translate_engine" smallint,
	"send_translate" boolean DEFAULT false NOT NULL,
	"receive_translate" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"pair_low" integer NOT NULL,
	"pair_high" integer NOT NULL,
	"message_type" text DEFAULT 'text' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"upload_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gift_id" integer,
	"client_id" text,
	"recalled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "width" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "height" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "related_id" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photo_purchases" ADD CONSTRAINT "photo_purchases_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_purchases" ADD CONSTRAINT "photo_purchases_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_deletions" ADD CONSTRAINT "message_deletions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_deletions" ADD CONSTRAINT "message_deletions_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_peer_id_users_id_fk" FOREIGN KEY ("peer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_purchases_buyer_idx" ON "photo_purchases" USING btree ("buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_pair_uq" ON "message_threads" USING btree ("user_id","peer_id");--> statement-breakpoint
CREATE INDEX "message_threads_list_idx" ON "message_threads" USING btree ("user_id","pinned_at","last_message_at");--> statement-breakpoint
CREATE INDEX "messages_pair_idx" ON "messages" USING btree ("pair_low","pair_high","id");--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_id_uq" ON "messages" USING btree ("sender_id","client_id") WHERE "messages"."client_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "uploads_user_folder_idx" ON "uploads" USING btree ("user_id","folder","id");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_price_positive" CHECK ("uploads"."price" IS NULL OR "uploads"."price" > 0);