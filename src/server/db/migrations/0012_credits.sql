CREATE TYPE "public"."credit_activity" AS ENUM('CALL_SIM', 'CALL_EVAL', 'CHAT_SIM');--> statement-breakpoint
CREATE TABLE "credit_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"test_run_id" uuid,
	"test_case_run_id" uuid,
	"activity_type" "credit_activity" NOT NULL,
	"credits_used" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_credits" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"monthly_credits" integer NOT NULL,
	"remaining_credits" integer NOT NULL,
	"cycle_start" timestamp with time zone NOT NULL,
	"cycle_end" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "spend_cap_credits" integer;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_test_run_id_test_runs_id_fk" FOREIGN KEY ("test_run_id") REFERENCES "public"."test_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_test_case_run_id_test_case_runs_id_fk" FOREIGN KEY ("test_case_run_id") REFERENCES "public"."test_case_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_credits" ADD CONSTRAINT "workspace_credits_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_transactions_once_idx" ON "credit_transactions" USING btree ("test_case_run_id","activity_type");--> statement-breakpoint
CREATE INDEX "credit_transactions_workspace_idx" ON "credit_transactions" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_transactions_run_idx" ON "credit_transactions" USING btree ("test_run_id");