CREATE TABLE "ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_account" text NOT NULL,
	"to_account" text NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"related_id" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_amount_positive" CHECK ("ledger"."amount" > 0),
	CONSTRAINT "ledger_distinct_accounts" CHECK ("ledger"."from_account" <> "ledger"."to_account")
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"scene" text,
	"units" integer NOT NULL,
	"month" real,
	"for_user_id" integer,
	"currency" text NOT NULL,
	"price_cents" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"reason" text,
	"release_at" timestamp with time zone,
	"provider_ref" text,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_units_positive" CHECK ("payment_orders"."units" > 0),
	CONSTRAINT "payment_orders_price_positive" CHECK ("payment_orders"."price_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_idempotency_key_uq" ON "ledger" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_from_idx" ON "ledger" USING btree ("from_account","id");--> statement-breakpoint
CREATE INDEX "ledger_to_idx" ON "ledger" USING btree ("to_account","id");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_status_idx" ON "payment_orders" USING btree ("status","release_at");--> statement-breakpoint
CREATE INDEX "payment_orders_provider_ref_idx" ON "payment_orders" USING btree ("gateway","provider_ref");