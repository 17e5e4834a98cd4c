CREATE TABLE "mall_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"recipient_id" integer,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"total" integer NOT NULL,
	"status" text DEFAULT 'pending_accept' NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"address" jsonb,
	"paid_entry_id" integer,
	"refund_entry_id" integer,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_orders_quantity_check" CHECK ("mall_orders"."quantity" > 0),
	CONSTRAINT "mall_orders_total_check" CHECK ("mall_orders"."total" = "mall_orders"."price" * "mall_orders"."quantity")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"category" text NOT NULL,
	"price" integer NOT NULL,
	"flower" boolean DEFAULT false NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"src" text NOT NULL,
	"thumb" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_key_unique" UNIQUE("key"),
	CONSTRAINT "products_price_check" CHECK ("products"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mall_orders_sender_idx" ON "mall_orders" USING btree ("sender_id","id");--> statement-breakpoint
CREATE INDEX "mall_orders_recipient_idx" ON "mall_orders" USING btree ("recipient_id","id");--> statement-breakpoint
CREATE INDEX "mall_orders_status_idx" ON "mall_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_orders_client_key_uq" ON "mall_orders" USING btree ("sender_id","client_key");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category","price");