CREATE TABLE "static_pages" (
	"name" text NOT NULL,
	"language" text NOT NULL,
	"content" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "static_pages_name_language_pk" PRIMARY KEY("name","language")
);
