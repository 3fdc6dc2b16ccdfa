import { z } from 'zod';

/** An organisation as the document API returns it (districts, schools, classes, groups, families). */
export const OrgDocumentSchema = z.object({
  id: z.string(),
  type: z.enum(['district', 'school', 'class', 'group', 'family']),
  name: z.string(),
  abbreviation: z.string().nullable(),
  parentOrgId: z.string().nullable(),
  districtId: z.string().nullable(),
  schoolId: z.string().nullable(),
  grade: z.string().nullable(),
  address: z.record(z.string(), z.string()).nullable(),
  tags: z.array(z.string()),
  archived: z.boolean(),
});
export type OrgDocument = z.infer<typeof OrgDocumentSchema>;

/** Most documents one batch may ask for: a bounded answer, as every endpoint gives. */
export const BATCH_GET_MAX_DOCUMENTS = 100;

/** `POST /api/{target}/documents:batchGet` (docs/product/calls.md section 2). */
export const BatchGetRequestSchema = z.object({
  documents: z.array(z.string().min(3).max(512)).max(BATCH_GET_MAX_DOCUMENTS),
  mask: z.object({ fieldPaths: z.array(z.string().max(128)).max(100) }).optional(),
});
export type BatchGetRequest = z.infer<typeof BatchGetRequestSchema>;

/** Only the documents found (and readable by the caller) are listed, each with its full path. */
export const BatchGetResponseSchema = z.array(
  z.object({ name: z.string(), fields: z.record(z.string(), z.unknown()) }),
);
