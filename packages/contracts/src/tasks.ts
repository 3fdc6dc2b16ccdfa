import { z } from 'zod';

/**
 * The task catalogue API (`/api/admin/tasks`, `/api/admin/task-bundles`): tasks, their variants
 * (named, immutable once used parameter sets) and bundles (ordered sets of variants).
 */

/** Task ids: short readable names ('swr', 'hearts-and-flowers'). */
export const TaskIdSchema = z
  .string()
  .trim()
  .min(2)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.');

/** One parameter of an internal task, as the variant form shows it. */
export const ParamDescriptorSchema = z.object({
  name: z.string(),
  type: z.enum(['string', 'number', 'boolean', 'enum', 'array']),
  /** Choices of an enum, or of the items of an array. */
  options: z.array(z.string()).optional(),
  /** Bounds of a number, or the number of items of an array. */
  min: z.number().optional(),
  max: z.number().optional(),
  /** Whole numbers only. */
  integer: z.boolean().optional(),
  default: z.unknown().optional(),
  /** Must be given (it has no default and is not optional). */
  required: z.boolean(),
  description: z.string(),
});
export type ParamDescriptor = z.infer<typeof ParamDescriptorSchema>;

/** Values of a parameter map: URL parameters of external tasks are plain values. */
export const ParamValueSchema = z.union([z.string().max(500), z.number(), z.boolean()]);

export const TaskVariantSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  params: z.record(z.string(), z.unknown()),
  registered: z.boolean(),
  /** An administration uses it: its parameters can no longer change. */
  inUse: z.boolean(),
  /** External tasks: the task's URL with the variant's parameters as query parameters. */
  url: z.string().nullable(),
  /** A game played on another site: whether its shared secret is set (never the secret). */
  hasSecret: z.boolean(),
});
export type TaskVariant = z.infer<typeof TaskVariantSchema>;

export const TaskSchema = z.object({
  id: z.string(),
  name: z.string(),
  publicName: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Set for a task hosted elsewhere; null for our own games. */
  externalUrl: z.string().nullable(),
  /** Our own game's page ('/game/swr'); null for external tasks. */
  gameRoute: z.string().nullable(),
  language: z.string().nullable(),
  registered: z.boolean(),
  isTest: z.boolean(),
  tags: z.array(z.string()),
  displayOrder: z.number().int(),
  /** Internal tasks: the parameters a variant may set. */
  paramDescriptors: z.array(ParamDescriptorSchema),
  variants: z.array(TaskVariantSchema),
});
export type Task = z.infer<typeof TaskSchema>;

const booleanQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** `GET /api/admin/tasks` */
export const TaskListQuerySchema = z.object({
  /** Only registered tasks, each with only its registered variants. */
  registeredOnly: booleanQuery,
  search: z.string().trim().max(120).optional(),
});
export type TaskListQuery = z.input<typeof TaskListQuerySchema>;

export const TaskListSchema = z.object({ items: z.array(TaskSchema) });

const optionalText = (max: number) => z.string().trim().max(max).nullish();
const HttpsUrlSchema = z.url({ protocol: /^https$/, error: 'Use an https:// address.' }).max(2000);
/** A picture: an https address or a path of the web app ('/task-images/swr.svg'). */
const ImageUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (v) => /^\/[\w\-./]+$/.test(v) || /^https:\/\/\S+$/.test(v),
    'Use an https:// address or a path starting with /.',
  );

/** `POST /api/admin/tasks`: an internal task must be one of our games (the catalogue). */
export const TaskCreateSchema = z.object({
  id: TaskIdSchema,
  name: z.string().trim().min(1).max(120),
  publicName: optionalText(120),
  description: optionalText(2000),
  imageUrl: ImageUrlSchema.nullish(),
  /** Present for an external task (https only); absent or null for an internal one. */
  externalUrl: HttpsUrlSchema.nullish(),
  registered: z.boolean().default(false),
  isTest: z.boolean().default(false),
  tags: z.array(z.string().trim().min(1).max(40)).max(10).optional(),
  displayOrder: z.number().int().min(0).max(10_000).optional(),
});
export type TaskCreate = z.input<typeof TaskCreateSchema>;

/** `PATCH /api/admin/tasks/:id` (externalUrl only for external tasks). */
export const TaskUpdateSchema = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  publicName: optionalText(120),
  description: optionalText(2000),
  imageUrl: ImageUrlSchema.nullish(),
  externalUrl: HttpsUrlSchema.optional(),
  registered: z.boolean().optional(),
  isTest: z.boolean().optional(),
  tags: z.array(z.string().trim().min(1).max(40)).max(10).optional(),
  displayOrder: z.number().int().min(0).max(10_000).optional(),
});
export type TaskUpdate = z.input<typeof TaskUpdateSchema>;

export const VariantNameSchema = z.string().trim().min(1).max(80);

/**
 * The shared secret of a game played on another site (ADR 027): write-only, at least 16
 * characters, sealed by the server and never answered.
 */
export const ExternalSecretSchema = z.string().min(16).max(200);

/** `POST /api/admin/tasks/:id/variants` */
export const VariantCreateSchema = z.object({
  name: VariantNameSchema,
  description: optionalText(2000),
  /** Checked against the task's parameter schema (internal) or plain values (external). */
  params: z.record(z.string().max(64), z.unknown()).default({}),
  registered: z.boolean().default(false),
  externalSecret: ExternalSecretSchema.optional(),
});
export type VariantCreate = z.input<typeof VariantCreateSchema>;

/** `PATCH /api/admin/tasks/:id/variants/:variantId`: params only while no administration uses it. */
export const VariantUpdateSchema = z.object({
  description: optionalText(2000),
  registered: z.boolean().optional(),
  params: z.record(z.string().max(64), z.unknown()).optional(),
  /** Sets or replaces the shared secret (also while the variant is in use: secrets rotate). */
  externalSecret: ExternalSecretSchema.optional(),
});
export type VariantUpdate = z.input<typeof VariantUpdateSchema>;

export const BundleVariantSchema = z.object({
  variantId: z.string(),
  variantName: z.string(),
  taskId: z.string(),
  taskName: z.string(),
});

export const TaskBundleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** In the order administrations offer them. */
  variants: z.array(BundleVariantSchema),
});
export type TaskBundle = z.infer<typeof TaskBundleSchema>;
export const TaskBundleListSchema = z.object({ items: z.array(TaskBundleSchema) });

/** `POST /api/admin/task-bundles`: at most one variant of each task. */
export const TaskBundleCreateSchema = z.object({
  name: z.string().trim().min(1).max(120),
  description: optionalText(2000),
  variantIds: z.array(z.string().min(1).max(64)).min(1).max(30),
});
export type TaskBundleCreate = z.input<typeof TaskBundleCreateSchema>;

/** `PATCH /api/admin/task-bundles/:id` */
export const TaskBundleUpdateSchema = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  description: optionalText(2000),
  variantIds: z.array(z.string().min(1).max(64)).min(1).max(30).optional(),
});
export type TaskBundleUpdate = z.input<typeof TaskBundleUpdateSchema>;
