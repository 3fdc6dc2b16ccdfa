import { z } from 'zod';

/** Token claims of docs/product/data.md section 4 (`roarUid` is the product user id claim). */
export const ClaimsSchema = z.object({
  super_admin: z.boolean().optional(),
  role: z.string().optional(),
  minimalAdminOrgs: z.record(z.string(), z.array(z.string())).optional(),
  roarUid: z.string().optional(),
  admin: z.boolean().optional(),
});
export type Claims = z.infer<typeof ClaimsSchema>;
