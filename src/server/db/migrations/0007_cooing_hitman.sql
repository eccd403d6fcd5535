CREATE TYPE "public"."assertion_run_status" AS ENUM('PENDING', 'PASSED', 'FAILED', 'SKIPPED', 'ERROR');--> statement-breakpoint
CREATE TYPE "public"."assertion_selection_mode" AS ENUM('ATTACHED', 'SELECTED');--> statement-breakpoint
CREATE TYPE "public"."computed_measure" AS ENUM('AGENT_TURNS', 'AGENT_WORDS', 'CALL_DURATION_SECONDS', 'MEAN_REPLY_MS', 'TOOL_CALLS');--> statement-breakpoint
CREATE TYPE "public"."evaluation_type" AS ENUM('CONTAINS', 'NOT_CONTAINS', 'REGEX', 'JSON_PATH', 'TURN_LATENCY', 'CALL_DURATION', 'TURN_COUNT', 'ENDED_BY', 'END_REASON', 'LLM_JUDGE');--> statement-breakpoint
CREATE TYPE "public"."assertion_gap_severity" AS ENUM('HIGH', 'MEDIUM', 'LOW');--> statement-breakpoint
CREATE TYPE "public"."assertion_gap_status" AS ENUM('OPEN', 'RESOLVED', 'DISMISSED');--> statement-breakpoint
CREATE TYPE "public"."human_approval_status" AS ENUM('NOT_REQUIRED', 'PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."importance" AS ENUM('CRITICAL', 'IMPORTANT', 'NICE_TO_HAVE');--> statement-breakpoint
CREATE TYPE "public"."metric_kind" AS ENUM('NUMERIC', 'CATEGORICAL');--> statement-breakpoint
CREATE TYPE "public"."metric_method" AS ENUM('LLM', 'COMPUTED');--> statement-breakpoint
CREATE TYPE "public"."metric_score_status" AS ENUM('SCORED', 'SKIPPED', 'ERROR');--> statement-breakpoint
CREATE TYPE "public"."assertion_suggestion_operation" AS ENUM('CREATE', 'UPDATE', 'DELETE');--> statement-breakpoint
CREATE TYPE "public"."assertion_suggestion_status" AS ENUM('PENDING', 'ACCEPTED', 'REJECTED', 'MODIFIED');--> statement-breakpoint
CREATE TYPE "public"."threshold_metric" AS ENUM('LATENCY_P50', 'LATENCY_P90', 'LATENCY_MAX', 'LONGEST_MONOLOGUE', 'TIME_TO_FIRST_WORD', 'INTERRUPTIONS', 'TALK_RATIO_MIN', 'TALK_RATIO_MAX');--> statement-breakpoint
CREATE TYPE "public"."version_change_type" AS ENUM('CREATED', 'EDITED', 'RESTORED');--> statement-breakpoint
CREATE TABLE "agent_baselines" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"test_run_id" uuid NOT NULL,
	"set_by_id" uuid,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assertion_gaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"agent_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"severity" "assertion_gap_severity" NOT NULL,
	"status" "assertion_gap_status" DEFAULT 'OPEN' NOT NULL,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assertion_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"test_run_id" uuid NOT NULL,
	"test_case_run_id" uuid NOT NULL,
	"assertion_id" uuid NOT NULL,
	"assertion_version_id" uuid NOT NULL,
	"version_number" integer NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"importance" "importance" NOT NULL,
	"status" "assertion_run_status" DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"turn" integer,
	"override_status" "assertion_run_status",
	"override_reason" text,
	"overridden_by_id" uuid,
	"overridden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assertion_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"agent_id" uuid,
	"assertion_id" uuid,
	"operation" "assertion_suggestion_operation" NOT NULL,
	"status" "assertion_suggestion_status" DEFAULT 'PENDING' NOT NULL,
	"confidence_score" real NOT NULL,
	"title" text NOT NULL,
	"rationale" text,
	"proposed" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assertion_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"assertion_id" uuid NOT NULL,
	"version_number" integer NOT NULL,
	"change_type" "version_change_type" NOT NULL,
	"change_summary" text,
	"is_published" boolean DEFAULT true NOT NULL,
	"is_major_version" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assertions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text,
	"icon" text,
	"color" text,
	"importance" "importance" DEFAULT 'IMPORTANT' NOT NULL,
	"trigger" text,
	"assertion_text" text,
	"pass_criteria" text,
	"fail_criteria" text,
	"few_shot_examples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled_for_monitoring" boolean DEFAULT false NOT NULL,
	"enabled_for_testing" boolean DEFAULT true NOT NULL,
	"evaluation_type" "evaluation_type" NOT NULL,
	"evaluation_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"human_approval_status" "human_approval_status" DEFAULT 'NOT_REQUIRED' NOT NULL,
	"approved_by_id" uuid,
	"approved_at" timestamp with time zone,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"agent_ids" uuid[] DEFAULT '{}' NOT NULL,
	"current_version_id" uuid,
	"current_version_number" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_run_scores" (
	"test_case_run_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"test_run_id" uuid NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"outcome_achieved" boolean,
	"score" real,
	"reason" text NOT NULL,
	"passed_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"thresholds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_metric_scores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"metric_id" uuid NOT NULL,
	"metric_version_id" uuid NOT NULL,
	"test_run_id" uuid NOT NULL,
	"test_case_run_id" uuid NOT NULL,
	"status" "metric_score_status" NOT NULL,
	"numeric_value" real,
	"categorical_value" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_metric_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"metric_id" uuid NOT NULL,
	"version_number" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"kind" "metric_kind" NOT NULL,
	"method" "metric_method" NOT NULL,
	"measure" "computed_measure",
	"prompt" text,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"min" real,
	"max" real,
	"enabled" boolean DEFAULT true NOT NULL,
	"current_version_id" uuid,
	"current_version_number" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metric_thresholds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"agent_id" uuid,
	"metric" "threshold_metric" NOT NULL,
	"value" real NOT NULL,
	"importance" "importance" DEFAULT 'IMPORTANT' NOT NULL,
	"enabled_for_testing" boolean DEFAULT true NOT NULL,
	"enabled_for_monitoring" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_thresholds_scope_key" UNIQUE NULLS NOT DISTINCT("workspace_id","agent_id","metric")
);
--> statement-breakpoint
CREATE TABLE "test_case_assertions" (
	"workspace_id" uuid NOT NULL,
	"test_case_id" uuid NOT NULL,
	"assertion_id" uuid NOT NULL,
	CONSTRAINT "test_case_assertions_test_case_id_assertion_id_pk" PRIMARY KEY("test_case_id","assertion_id")
);
--> statement-breakpoint
CREATE TABLE "test_run_scoring" (
	"test_run_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"assertion_selection_mode" "assertion_selection_mode" DEFAULT 'ATTACHED' NOT NULL,
	"assertion_ids" uuid[] DEFAULT '{}' NOT NULL,
	"repeats" integer DEFAULT 1 NOT NULL,
	"current_round" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "assertion_attachment_strategy" text DEFAULT 'AUTO' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_baselines" ADD CONSTRAINT "agent_baselines_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_baselines" ADD CONSTRAINT "agent_baselines_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_baselines" ADD CONSTRAINT "agent_baselines_test_run_id_test_runs_id_fk" FOREIGN KEY ("test_run_id") REFERENCES "public"."test_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_baselines" ADD CONSTRAINT "agent_baselines_set_by_id_users_id_fk" FOREIGN KEY ("set_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assertion_gaps" ADD CONSTRAINT "assertion_gaps_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assertion_gaps" ADD CONSTRAINT "assertion_gaps_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assertion_gaps" ADD CONSTRAINT "assertion_gaps_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assertion_runs" ADD CONSTRAINT "assertion_runs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assertion_runs" ADD CONSTRAINT "assertion_runs_test_run_id_test_runs_id_fk" FOREIGN KEY ("test_run_id") REFERENCES "public"."test_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assertion_runs" ADD CONSTRAINT "assertion_runs_test_case_run_id_test_case_runs_id_fk" FOREIGN KEY ("test_case_run_id") REFERENCES "public"."test_case_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assertion_runs" ADD CONSTRAINT "assertion_runs_assertion_id_assertions_id_fk" FOREIGN KEY ("assertion_id") REFERENCES "public"."assertions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assertion_runs" ADD CONSTRAINT "assertion_runs_assertion_version_id_assertion_versions_id_fk" FOREIGN KEY ("assertion_version_id") REFERENCES "public"."assertion_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assertion_runs" ADD CONSTRAINT "assertion_runs_overridden_by_id_users_id_fk" FOREIGN KEY ("overridden_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assertion_suggestions" ADD CONSTRAINT "assertion_suggestions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assertion_suggestions" ADD CONSTRAINT "assertion_suggestions_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assertion_suggestions" ADD CONSTRAINT "assertion_suggestions_assertion_id_assertions_id_fk" FOREIGN KEY ("assertion_id") REFERENCES "public"."assertions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assertion_suggestions" ADD CONSTRAINT "assertion_suggestions_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assertion_versions" ADD CONSTRAINT "assertion_versions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assertion_versions" ADD CONSTRAINT "assertion_versions_assertion_id_assertions_id_fk" FOREIGN KEY ("assertion_id") REFERENCES "public"."assertions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assertion_versions" ADD CONSTRAINT "assertion_versions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assertions" ADD CONSTRAINT "assertions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assertions" ADD CONSTRAINT "assertions_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assertions" ADD CONSTRAINT "assertions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_run_scores" ADD CONSTRAINT "case_run_scores_test_case_run_id_test_case_runs_id_fk" FOREIGN KEY ("test_case_run_id") REFERENCES "public"."test_case_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_run_scores" ADD CONSTRAINT "case_run_scores_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_run_scores" ADD CONSTRAINT "case_run_scores_test_run_id_test_runs_id_fk" FOREIGN KEY ("test_run_id") REFERENCES "public"."test_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_metric_scores" ADD CONSTRAINT "custom_metric_scores_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_metric_scores" ADD CONSTRAINT "custom_metric_scores_metric_id_custom_metrics_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."custom_metrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_metric_scores" ADD CONSTRAINT "custom_metric_scores_metric_version_id_custom_metric_versions_id_fk" FOREIGN KEY ("metric_version_id") REFERENCES "public"."custom_metric_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_metric_scores" ADD CONSTRAINT "custom_metric_scores_test_run_id_test_runs_id_fk" FOREIGN KEY ("test_run_id") REFERENCES "public"."test_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_metric_scores" ADD CONSTRAINT "custom_metric_scores_test_case_run_id_test_case_runs_id_fk" FOREIGN KEY ("test_case_run_id") REFERENCES "public"."test_case_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_metric_versions" ADD CONSTRAINT "custom_metric_versions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_metric_versions" ADD CONSTRAINT "custom_metric_versions_metric_id_custom_metrics_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."custom_metrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_metrics" ADD CONSTRAINT "custom_metrics_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_thresholds" ADD CONSTRAINT "metric_thresholds_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_thresholds" ADD CONSTRAINT "metric_thresholds_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_case_assertions" ADD CONSTRAINT "test_case_assertions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_case_assertions" ADD CONSTRAINT "test_case_assertions_test_case_id_test_cases_id_fk" FOREIGN KEY ("test_case_id") REFERENCES "public"."test_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_case_assertions" ADD CONSTRAINT "test_case_assertions_assertion_id_assertions_id_fk" FOREIGN KEY ("assertion_id") REFERENCES "public"."assertions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_run_scoring" ADD CONSTRAINT "test_run_scoring_test_run_id_test_runs_id_fk" FOREIGN KEY ("test_run_id") REFERENCES "public"."test_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_run_scoring" ADD CONSTRAINT "test_run_scoring_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assertion_gaps_workspace_idx" ON "assertion_gaps" USING btree ("workspace_id","status");--> statement-breakpoint
CREATE INDEX "assertion_runs_case_idx" ON "assertion_runs" USING btree ("test_case_run_id","round");--> statement-breakpoint
CREATE INDEX "assertion_runs_run_idx" ON "assertion_runs" USING btree ("test_run_id","round");--> statement-breakpoint
CREATE INDEX "assertion_runs_assertion_idx" ON "assertion_runs" USING btree ("workspace_id","assertion_id");--> statement-breakpoint
CREATE INDEX "assertion_suggestions_workspace_idx" ON "assertion_suggestions" USING btree ("workspace_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "assertion_versions_number_idx" ON "assertion_versions" USING btree ("assertion_id","version_number");--> statement-breakpoint
CREATE INDEX "assertions_workspace_idx" ON "assertions" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "case_run_scores_run_idx" ON "case_run_scores" USING btree ("test_run_id");--> statement-breakpoint
CREATE INDEX "custom_metric_scores_metric_idx" ON "custom_metric_scores" USING btree ("metric_id","created_at");--> statement-breakpoint
CREATE INDEX "custom_metric_scores_case_idx" ON "custom_metric_scores" USING btree ("test_case_run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_metric_versions_number_idx" ON "custom_metric_versions" USING btree ("metric_id","version_number");--> statement-breakpoint
CREATE INDEX "custom_metrics_workspace_idx" ON "custom_metrics" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "test_case_assertions_assertion_idx" ON "test_case_assertions" USING btree ("assertion_id");