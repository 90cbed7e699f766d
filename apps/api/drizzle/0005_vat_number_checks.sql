CREATE TABLE "vat_number_checks" (
	"vat_number" varchar(20) PRIMARY KEY NOT NULL,
	"status" varchar(12) NOT NULL,
	"checker" varchar(16) NOT NULL,
	"name" text,
	"address" text,
	"reason" text,
	"checked_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
