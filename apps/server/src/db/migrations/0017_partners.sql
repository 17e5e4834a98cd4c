CREATE TABLE "affiliates" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_offers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email" text,
	"phone" text,
	"wechat" text,
	"other" text,
	"price" integer NOT NULL,
	"allow" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_offers_price_check" CHECK ("contact_offers"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "contact_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"price" integer NOT NULL,
	"commission" integer NOT NULL,
	"paid_entry_id" integer NOT NULL,
	"earned_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"pid" text NOT NULL,
	"via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdraw_rates" (
	"week" text PRIMARY KEY NOT NULL,
	"usd" text NOT NULL,
	"cny" text NOT NULL,
	"recharged_gold" integer NOT NULL,
	"recharged_usd_cents" integer NOT NULL,
	"recharged_cny_fen" integer NOT NULL,
	"paid_out_gold" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"account" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"rate_week" text,
	"rate" text,
	"currency" text,
	"payout_cents" integer,
	"hold_entry_id" integer,
	"settle_entry_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_offers" ADD CONSTRAINT "contact_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_purchases" ADD CONSTRAINT "contact_purchases_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_purchases" ADD CONSTRAINT "contact_purchases_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_keys" ADD CONSTRAINT "portal_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_pid_uq" ON "affiliates" USING btree ("pid");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_purchases_buyer_seller_uq" ON "contact_purchases" USING btree ("buyer_id","seller_id");--> statement-breakpoint
CREATE INDEX "contact_purchases_seller_idx" ON "contact_purchases" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "portal_keys_user_idx" ON "portal_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "referrals_affiliate_idx" ON "referrals" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");