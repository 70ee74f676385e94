ALTER TABLE "users" ALTER COLUMN "time_zone" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "time_zone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_email_visibility" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_phone_visibility" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "website_visibility" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "kind" text DEFAULT 'certification' NOT NULL;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "jurisdiction" text;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "verification_state" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "verification_source" text;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "verification_note" text;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "verified_by" integer;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "expiry_reminder_days" integer;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "requested_relationship" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "relationship" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "period_from" integer;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "period_to" integer;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "paid" boolean;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "conflict" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certifications_licensed_idx" ON "certifications" USING btree ("jurisdiction","user_id") WHERE "certifications"."kind" = 'licence' and "certifications"."verification_state" = 'verified';--> statement-breakpoint
-- Before this, every account got the default zone; null now means "never chosen", which the
-- digests read as the default, so the browser's zone can fill it at the next sign-in.
UPDATE "users" SET "time_zone" = NULL WHERE "time_zone" = 'America/New_York';
