CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"actor_role" text,
	"action" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"member_id" integer,
	"reason" text,
	"note" text,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"field" text NOT NULL,
	"from_value" jsonb,
	"to_value" jsonb,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_kind" text,
	"subject_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution_note" text
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"check_id" integer,
	"trigger" text NOT NULL,
	"state" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"reviewer_id" integer,
	"reason" text,
	"note" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"notice_reason" text,
	"notice_note" text,
	"notice_sent_at" timestamp with time zone,
	"notice_due_at" timestamp with time zone,
	"response" text,
	"responded_at" timestamp with time zone,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_while_published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_posts" ADD COLUMN "state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_posts" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dashboard_posts" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "dashboard_posts" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "dashboard_posts" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "member_changes" ADD CONSTRAINT "member_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_check_id_background_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."background_checks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_member_idx" ON "audit_log" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_kind","subject_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_once_idx" ON "job_runs" USING btree ("job","period");--> statement-breakpoint
CREATE INDEX "member_changes_user_idx" ON "member_changes" USING btree ("user_id","field","changed_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_once_idx" ON "reports" USING btree ("reporter_id","subject_id") WHERE "reports"."state" = 'open';--> statement-breakpoint
CREATE INDEX "reports_state_idx" ON "reports" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "reports_subject_idx" ON "reports" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "reviews_open_idx" ON "reviews" USING btree ("opened_at","id") WHERE "reviews"."state" in ('submitted', 'in_review', 'notice');--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id","opened_at");--> statement-breakpoint
CREATE INDEX "reviews_decided_idx" ON "reviews" USING btree ("decided_at") WHERE "reviews"."decided_at" is not null;--> statement-breakpoint
ALTER TABLE "dashboard_posts" ADD CONSTRAINT "dashboard_posts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_posts_state_idx" ON "dashboard_posts" USING btree ("state","created_at");--> statement-breakpoint
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
-- Checks submitted before reviews existed wait in the queue like new ones.
INSERT INTO "reviews" ("user_id", "check_id", "trigger", "state", "opened_at")
  SELECT "user_id", "id", 'submission', 'submitted', "created_at" FROM "background_checks";
