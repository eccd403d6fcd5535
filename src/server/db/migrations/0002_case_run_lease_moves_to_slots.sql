ALTER TYPE "public"."conversation_ender" ADD VALUE 'USER';--> statement-breakpoint
ALTER TYPE "public"."end_reason" ADD VALUE 'MANUALLY_ENDED';--> statement-breakpoint
ALTER TYPE "public"."end_reason" ADD VALUE 'STALE';--> statement-breakpoint
ALTER TYPE "public"."end_reason" ADD VALUE 'INTERNAL_ERROR';--> statement-breakpoint
ALTER TABLE "test_case_runs" DROP COLUMN "lease_until";