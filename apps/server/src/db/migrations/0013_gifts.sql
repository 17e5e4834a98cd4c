CREATE TABLE "gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"category" text NOT NULL,
	"price" integer NOT NULL,
	"vip" smallint DEFAULT 0 NOT NULL,
	"hit" integer DEFAULT 0 NOT NULL,
	"birthday" boolean DEFAULT false NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"src" text NOT NULL,
	"thumb" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_key_unique" UNIQUE("key"),
	CONSTRAINT "gifts_price_check" CHECK ("gifts"."price" >= 0)
);
--> statement-breakpoint
CREATE INDEX "gifts_category_idx" ON "gifts" USING btree ("category","hit");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;