CREATE TABLE "dataset_items" (
	"workspace_id" uuid NOT NULL,
	"dataset_id" uuid NOT NULL,
	"test_case_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dataset_items_dataset_id_test_case_id_pk" PRIMARY KEY("dataset_id","test_case_id")
);
--> statement-breakpoint
CREATE TABLE "dataset_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"dataset_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"change_summary" text,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datasets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"scenario_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"collection_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_case_tags" (
	"workspace_id" uuid NOT NULL,
	"test_case_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "test_case_tags_test_case_id_tag_id_pk" PRIMARY KEY("test_case_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "test_case_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"test_case_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"change_type" text NOT NULL,
	"change_description" text,
	"change_summary" text,
	"snapshot" jsonb NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_case_runs" ADD COLUMN "test_case_version" integer;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "accent" text;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "background_noise" text;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "background_noise_volume" integer;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "talking_speed" text;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "loudness_level" text;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "speaker_phone_effect" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "voice_synthesizer" text;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "voice_identifier" text;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "max_call_duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "disable_hangup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "disable_silence_detection" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "disable_silence_tool_call" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "smart_ivr_navigate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "initial_message_delay" integer;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "send_dtmf_digits" text;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "send_dtmf_initial_delay" integer;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "anonymous_calling" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "current_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "dataset_items" ADD CONSTRAINT "dataset_items_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_items" ADD CONSTRAINT "dataset_items_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_items" ADD CONSTRAINT "dataset_items_test_case_id_test_cases_id_fk" FOREIGN KEY ("test_case_id") REFERENCES "public"."test_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_versions" ADD CONSTRAINT "dataset_versions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_versions" ADD CONSTRAINT "dataset_versions_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasets" ADD CONSTRAINT "datasets_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_case_tags" ADD CONSTRAINT "test_case_tags_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_case_tags" ADD CONSTRAINT "test_case_tags_test_case_id_test_cases_id_fk" FOREIGN KEY ("test_case_id") REFERENCES "public"."test_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_case_tags" ADD CONSTRAINT "test_case_tags_tag_id_test_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."test_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_case_versions" ADD CONSTRAINT "test_case_versions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_case_versions" ADD CONSTRAINT "test_case_versions_test_case_id_test_cases_id_fk" FOREIGN KEY ("test_case_id") REFERENCES "public"."test_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_case_versions" ADD CONSTRAINT "test_case_versions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_tags" ADD CONSTRAINT "test_tags_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dataset_items_case_idx" ON "dataset_items" USING btree ("test_case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dataset_versions_idx" ON "dataset_versions" USING btree ("dataset_id","version");--> statement-breakpoint
CREATE INDEX "datasets_workspace_idx" ON "datasets" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "test_case_tags_tag_idx" ON "test_case_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_case_versions_case_version_idx" ON "test_case_versions" USING btree ("test_case_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "test_tags_workspace_name_idx" ON "test_tags" USING btree ("workspace_id","name");