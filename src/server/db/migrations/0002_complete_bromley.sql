ALTER TYPE "public"."end_reason" ADD VALUE 'CALLER_ENDED_CALL';--> statement-breakpoint
ALTER TYPE "public"."end_reason" ADD VALUE 'CALLER_ERROR';