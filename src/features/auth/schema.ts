import { z } from 'zod';

export const ZEmail = z.string().trim().toLowerCase().pipe(z.email({ message: 'Enter a valid e-mail address' }));

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string().min(1, 'Enter your password').max(200),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZSignupRequest = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(100),
  email: ZEmail,
  password: z
    .string()
    .min(8, 'Use at least 8 characters for the password')
    .max(200)
    .refine((p) => p.trim().length > 0, 'The password cannot be only spaces'),
});
export type TSignupRequest = z.infer<typeof ZSignupRequest>;
