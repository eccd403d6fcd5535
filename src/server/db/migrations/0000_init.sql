CREATE TYPE "public"."access_level" AS ENUM('PUBLIC', 'PRIVATE');--> statement-breakpoint
CREATE TYPE "public"."agent_provider" AS ENUM('CUSTOM', 'RETELL', 'VAPI', 'LIVEKIT', 'ELEVENLABS', 'CISCO', 'SYNTHFLOW', 'BLAND', 'PIPECAT');--> statement-breakpoint
CREATE TYPE "public"."channel" AS ENUM('VOICE', 'CHAT', 'SMS', 'EMAIL');--> statement-breakpoint
CREATE TYPE "public"."chat_protocol" AS ENUM('REST', 'WEBSOCKET', 'SSE');--> statement-breakpoint
CREATE TYPE "public"."conversation_ender" AS ENUM('TESTER', 'AGENT', 'SYSTEM');--> statement-breakpoint
CREATE TYPE "public"."discovery_mode" AS ENUM('AUTO', 'RESTRICTED');--> statement-breakpoint
CREATE TYPE "public"."end_reason" AS ENUM('SCRIPT_COMPLETED', 'MAX_TURNS_REACHED', 'AGENT_ENDED_CALL', 'SESSION_TIMEOUT', 'AGENT_ERROR', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."sync_mode" AS ENUM('MANUAL', 'AUTO_SYNC', 'HYBRID');--> statement-breakpoint
CREATE TYPE "public"."test_case_run_status" AS ENUM('QUEUED', 'CANCELLED', 'IN_PROGRESS', 'ENDED', 'AWAITING_EXTERNAL_DATA', 'SCORING', 'COMPLETED', 'ERROR');--> statement-breakpoint
CREATE TYPE "public"."test_entity_status" AS ENUM('DRAFT', 'ACTIVE', 'DEPRECATED', 'ARCHIVED');--> statement-breakpoint
CREATE TYPE "public"."test_run_status" AS ENUM('RUNNING', 'COMPLETED');--> statement-breakpoint
CREATE TYPE "public"."trigger_source" AS ENUM('UI', 'API', 'GITHUB_ACTIONS', 'GITLAB_CI', 'JENKINS', 'CIRCLECI', 'HEARTBEAT', 'WEBHOOK', 'CLI');--> statement-breakpoint
CREATE TYPE "public"."workspace_role" AS ENUM('WORKSPACE_MEMBER', 'WORKSPACE_ADMIN', 'WORKSPACE_OWNER', 'ORGANIZATION_OWNER', 'SYSTEM_ADMIN');--> statement-breakpoint
CREATE TABLE "agent_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"prompt" text,
	"provider" "agent_provider" DEFAULT 'CUSTOM' NOT NULL,
	"sync_mode" "sync_mode" DEFAULT 'MANUAL' NOT NULL,
	"last_synced_at" timestamp with time zone,
	"group_id" uuid,
	"source" text,
	"source_id" text,
	"supported_channels" "channel"[] DEFAULT '{"CHAT"}' NOT NULL,
	"primary_channel" "channel" DEFAULT 'CHAT' NOT NULL,
	"additional_context" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_agents" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"secret" text,
	"extra_body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"protocol" "chat_protocol" DEFAULT 'REST' NOT NULL,
	"max_turns" integer DEFAULT 10 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"admitted_at" timestamp with time zone,
	"trial_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"timezone" text,
	"is_system_admin" boolean DEFAULT false NOT NULL,
	"default_workspace_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "workspace_users" (
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "workspace_role" DEFAULT 'WORKSPACE_MEMBER' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_users_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"features" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"voice_disabled" boolean DEFAULT false NOT NULL,
	"show_experiments" boolean DEFAULT false NOT NULL,
	"send_pdf_reports" boolean DEFAULT false NOT NULL,
	"concurrency_setting" text,
	"concurrency_max" integer DEFAULT 10 NOT NULL,
	"concurrency_duration_in_minutes" integer,
	"discovery_mode" "discovery_mode" DEFAULT 'AUTO' NOT NULL,
	"inbound_call_whitelist_enabled" boolean DEFAULT false NOT NULL,
	"access_level" "access_level" DEFAULT 'PRIVATE' NOT NULL,
	"global_from_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_case_run_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"test_case_run_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"at_ms" integer NOT NULL,
	"first_byte_ms" real,
	"full_reply_ms" real
);
--> statement-breakpoint
CREATE TABLE "test_case_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"test_run_id" uuid NOT NULL,
	"test_case_id" uuid,
	"title" text NOT NULL,
	"script" jsonb NOT NULL,
	"status" "test_case_run_status" DEFAULT 'QUEUED' NOT NULL,
	"who_ended_conversation" "conversation_ender",
	"end_conversation_reason" "end_reason",
	"error_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"turn_count" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer,
	"first_byte_p50_ms" real,
	"reply_max_ms" real,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_case_turns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"test_case_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"agent_question" text,
	"expected_response" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"status" "test_entity_status" DEFAULT 'ACTIVE' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"initial_message" text NOT NULL,
	"end_call_instructions" text,
	"expected_agent_output" text,
	"test_persona_role" text,
	"max_turns" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"name" text NOT NULL,
	"notes" text,
	"status" "test_run_status" DEFAULT 'RUNNING' NOT NULL,
	"trigger_source" "trigger_source" DEFAULT 'UI' NOT NULL,
	"initial_channel" "channel" DEFAULT 'CHAT' NOT NULL,
	"max_turns" integer NOT NULL,
	"session_timeout_seconds" integer NOT NULL,
	"protocol" "chat_protocol",
	"error_message" text,
	"created_by_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_groups" ADD CONSTRAINT "agent_groups_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_group_id_agent_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."agent_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_agents" ADD CONSTRAINT "chat_agents_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_agents" ADD CONSTRAINT "chat_agents_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_users" ADD CONSTRAINT "workspace_users_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_users" ADD CONSTRAINT "workspace_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_case_run_messages" ADD CONSTRAINT "test_case_run_messages_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_case_run_messages" ADD CONSTRAINT "test_case_run_messages_test_case_run_id_test_case_runs_id_fk" FOREIGN KEY ("test_case_run_id") REFERENCES "public"."test_case_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_case_runs" ADD CONSTRAINT "test_case_runs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_case_runs" ADD CONSTRAINT "test_case_runs_test_run_id_test_runs_id_fk" FOREIGN KEY ("test_run_id") REFERENCES "public"."test_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_case_runs" ADD CONSTRAINT "test_case_runs_test_case_id_test_cases_id_fk" FOREIGN KEY ("test_case_id") REFERENCES "public"."test_cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_case_turns" ADD CONSTRAINT "test_case_turns_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_case_turns" ADD CONSTRAINT "test_case_turns_test_case_id_test_cases_id_fk" FOREIGN KEY ("test_case_id") REFERENCES "public"."test_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_cases" ADD CONSTRAINT "test_cases_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_cases" ADD CONSTRAINT "test_cases_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_runs" ADD CONSTRAINT "test_runs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_runs" ADD CONSTRAINT "test_runs_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_runs" ADD CONSTRAINT "test_runs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_groups_workspace_idx" ON "agent_groups" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "agents_workspace_idx" ON "agents" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "login_attempts_key_idx" ON "login_attempts" USING btree ("key","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "workspace_users_user_idx" ON "workspace_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "test_case_run_messages_run_idx" ON "test_case_run_messages" USING btree ("test_case_run_id","position");--> statement-breakpoint
CREATE INDEX "test_case_runs_run_idx" ON "test_case_runs" USING btree ("test_run_id");--> statement-breakpoint
CREATE INDEX "test_case_runs_active_idx" ON "test_case_runs" USING btree ("workspace_id","status");--> statement-breakpoint
CREATE INDEX "test_case_turns_case_idx" ON "test_case_turns" USING btree ("test_case_id","position");--> statement-breakpoint
CREATE INDEX "test_cases_workspace_agent_idx" ON "test_cases" USING btree ("workspace_id","agent_id");--> statement-breakpoint
CREATE INDEX "test_runs_workspace_idx" ON "test_runs" USING btree ("workspace_id","created_at");