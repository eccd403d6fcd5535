CREATE TYPE "public"."voice_transport" AS ENUM('CHIRP', 'TWILIO');--> statement-breakpoint
ALTER TYPE "public"."end_reason" ADD VALUE 'MAX_DURATION_REACHED';--> statement-breakpoint
ALTER TYPE "public"."end_reason" ADD VALUE 'SILENCE_TIMEOUT';--> statement-breakpoint
CREATE TABLE "test_case_voice_settings" (
	"test_case_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_agents" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"transport" "voice_transport" DEFAULT 'CHIRP' NOT NULL,
	"url" text NOT NULL,
	"secret" text,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_case_runs" (
	"case_run_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"transport" "voice_transport" NOT NULL,
	"recording_key" text,
	"recording_bytes" integer,
	"call_duration_ms" integer NOT NULL,
	"latency_p50_ms" real,
	"latency_p90_ms" real,
	"latency_max_ms" real,
	"time_to_first_word_ms" real,
	"caller_interruptions" integer,
	"agent_interruptions" integer,
	"agent_talk_ratio" real,
	"longest_monologue_ms" real,
	"transcript_source" text NOT NULL,
	"metrics" jsonb,
	"reconciliation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tool_calls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pacing" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_case_voice_settings" ADD CONSTRAINT "test_case_voice_settings_test_case_id_test_cases_id_fk" FOREIGN KEY ("test_case_id") REFERENCES "public"."test_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_case_voice_settings" ADD CONSTRAINT "test_case_voice_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_agents" ADD CONSTRAINT "voice_agents_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_agents" ADD CONSTRAINT "voice_agents_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_case_runs" ADD CONSTRAINT "voice_case_runs_case_run_id_test_case_runs_id_fk" FOREIGN KEY ("case_run_id") REFERENCES "public"."test_case_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_case_runs" ADD CONSTRAINT "voice_case_runs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_case_runs_workspace_idx" ON "voice_case_runs" USING btree ("workspace_id");