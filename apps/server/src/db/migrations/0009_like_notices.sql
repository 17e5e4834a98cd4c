CREATE TABLE "like_notices" (
	"user_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "like_notices" ADD CONSTRAINT "like_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "like_notices" ADD CONSTRAINT "like_notices_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "like_notices_pair_day_uq" ON "like_notices" USING btree ("user_id","target_id","day");