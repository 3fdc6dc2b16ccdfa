import { z } from 'zod';
import { passwordProblems } from './password-rules.ts';

/**
 * A password that follows the rules of docs/product/validation.md section 1; each broken rule is
 * one issue (its code).
 */
export const PasswordSchema = z.string().superRefine((value, ctx) => {
  for (const code of passwordProblems(value)) ctx.addIssue({ code: 'custom', message: code });
});
