import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { ZodError, z } from 'zod';
import type { Context } from './context';
import { guardRawInput } from './input-guard';

export const INTERNAL_MESSAGE = 'Server error. Our team has been notified.';

function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

export const t = initTRPC.context<Context>().create({
  transformer: superjson,
  // Stacks never leave the server, in any mode; input errors read as sentences with field paths.
  errorFormatter({ shape, error }) {
    const zod = error.cause instanceof ZodError ? error.cause : null;
    const { stack: _stack, ...data } = shape.data;
    // An unexpected failure's message may hold SQL or internals; it is logged, never sent.
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    return {
      ...shape,
      message: zod ? `Invalid input: ${describeZodError(zod)}` : internal ? INTERNAL_MESSAGE : shape.message,
      data: { ...data, fieldErrors: zod ? z.flattenError(zod).fieldErrors : undefined },
    };
  },
});

export const router = t.router;
export const publicProcedure = t.procedure.use(async ({ getRawInput, next }) => {
  await guardRawInput(getRawInput);
  return next();
});
export { TRPCError };
