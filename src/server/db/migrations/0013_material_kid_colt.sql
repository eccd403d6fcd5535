ALTER TYPE "public"."voice_transport" ADD VALUE 'VAPI';--> statement-breakpoint
CREATE TABLE "workspace_voice_providers" (
	"workspace_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"api_key" text,
	"api_key_last4" text,
	"base_url" text,
	"model" text,
	"region" text,
	"user_id" text,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_voice_providers_workspace_id_provider_pk" PRIMARY KEY("workspace_id","provider")
);
--> statement-breakpoint
ALTER TABLE "workspace_voice_providers" ADD CONSTRAINT "workspace_voice_providers_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_voice_providers" ADD CONSTRAINT "workspace_voice_providers_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;