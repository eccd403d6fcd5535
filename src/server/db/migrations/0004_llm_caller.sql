CREATE TYPE "public"."caller_mode" AS ENUM('SCRIPTED', 'LLM');--> statement-breakpoint
CREATE TYPE "public"."test_type" AS ENUM('end_to_end_testing', 'adversarial_testing', 'difficult_testing', 'ivr_testing');--> statement-breakpoint
ALTER TYPE "public"."end_reason" ADD VALUE 'CALLER_ENDED_CALL';--> statement-breakpoint
ALTER TYPE "public"."end_reason" ADD VALUE 'CALLER_ERROR';--> statement-breakpoint
CREATE TABLE "workspace_llm_settings" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"base_url" text NOT NULL,
	"api_key" text,
	"api_key_last4" text,
	"model" text NOT NULL,
	"temperature" real NOT NULL,
	"stream" boolean DEFAULT false NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_case_run_messages" ADD COLUMN "think_ms" real;--> statement-breakpoint
ALTER TABLE "test_case_runs" ADD COLUMN "end_conversation_detail" text;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "caller_mode" "caller_mode" DEFAULT 'SCRIPTED' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "test_type" "test_type" DEFAULT 'end_to_end_testing' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "test_agent_instructions" text;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "scenario_facts" text;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "languages" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "workspace_llm_settings" ADD CONSTRAINT "workspace_llm_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_llm_settings" ADD CONSTRAINT "workspace_llm_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;