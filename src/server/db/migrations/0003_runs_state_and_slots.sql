CREATE TABLE "concurrency_slots" (
	"workspace_id" uuid NOT NULL,
	"slot_no" integer NOT NULL,
	"case_run_id" uuid,
	"lease_until" timestamp with time zone,
	CONSTRAINT "concurrency_slots_workspace_id_slot_no_pk" PRIMARY KEY("workspace_id","slot_no")
);
--> statement-breakpoint
ALTER TABLE "test_case_runs" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_case_runs" ADD COLUMN "cancelled_by_id" uuid;--> statement-breakpoint
ALTER TABLE "test_case_runs" ADD COLUMN "ended_by_id" uuid;--> statement-breakpoint
ALTER TABLE "test_case_runs" ADD COLUMN "rerun_of_id" uuid;--> statement-breakpoint
ALTER TABLE "test_case_runs" ADD COLUMN "superseded_by_id" uuid;--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "parent_test_run_id" uuid;--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "cancelled_by_id" uuid;--> statement-breakpoint
ALTER TABLE "concurrency_slots" ADD CONSTRAINT "concurrency_slots_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concurrency_slots" ADD CONSTRAINT "concurrency_slots_case_run_id_test_case_runs_id_fk" FOREIGN KEY ("case_run_id") REFERENCES "public"."test_case_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_case_runs" ADD CONSTRAINT "test_case_runs_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_case_runs" ADD CONSTRAINT "test_case_runs_ended_by_id_users_id_fk" FOREIGN KEY ("ended_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_case_runs" ADD CONSTRAINT "test_case_runs_rerun_of_id_test_case_runs_id_fk" FOREIGN KEY ("rerun_of_id") REFERENCES "public"."test_case_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_case_runs" ADD CONSTRAINT "test_case_runs_superseded_by_id_test_case_runs_id_fk" FOREIGN KEY ("superseded_by_id") REFERENCES "public"."test_case_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_runs" ADD CONSTRAINT "test_runs_parent_test_run_id_test_runs_id_fk" FOREIGN KEY ("parent_test_run_id") REFERENCES "public"."test_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_runs" ADD CONSTRAINT "test_runs_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_case_runs_unfinished_idx" ON "test_case_runs" USING btree ("test_run_id") WHERE status not in ('COMPLETED', 'ERROR', 'CANCELLED');