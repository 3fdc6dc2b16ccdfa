import type { AdministrationInput, OrgLists } from '@roar/contracts';
import {
  findOrgsInScope,
  findVariantDetails,
  type Db,
  type OrgScope,
  type OrgType,
  type VariantDetail,
} from '@roar/db';
import { AppError } from '../../lib/errors.ts';

const LIST_TYPES: Record<keyof OrgLists, OrgType> = {
  districts: 'district',
  schools: 'school',
  classes: 'class',
  groups: 'group',
  families: 'family',
};

export interface ValidAdministration {
  orgIds: string[];
  /** The district every organisation belongs to, when they share one (the tenant key). */
  districtId: string | null;
  variants: VariantDetail[];
}

/**
 * Checks what the schema cannot: date order (and, when creating, a close date not in the past),
 * at least one organisation and each inside the caller's scope with the type of its list, every
 * variant known, no task twice. Throws `validation_failed` with a message code per field:
 * `dateClosed`: before_opened | in_past; `orgs`: required | org_out_of_scope;
 * `assessments.<i>.variantId`: variant_not_found | duplicate_task.
 */
export async function validateAdministration(
  db: Db,
  input: AdministrationInput,
  options: { scope: OrgScope; creating: boolean; now: Date },
): Promise<ValidAdministration> {
  const fields: Record<string, string> = {};
  const opened = new Date(input.dateOpened);
  const closed = new Date(input.dateClosed);
  if (closed < opened) fields.dateClosed = 'before_opened';
  else if (options.creating && closed < options.now) fields.dateClosed = 'in_past';

  const wanted = (Object.keys(LIST_TYPES) as (keyof OrgLists)[]).flatMap((list) =>
    input.orgs[list].map((id) => ({ id, type: LIST_TYPES[list] })),
  );
  const found = new Map(
    (
      await findOrgsInScope(
        db,
        wanted.map((o) => o.id),
        options.scope,
      )
    ).map((o) => [o.id, o]),
  );
  if (wanted.length === 0) fields.orgs = 'required';
  else if (wanted.some((o) => found.get(o.id)?.type !== o.type)) fields.orgs = 'org_out_of_scope';

  const details = await findVariantDetails(
    db,
    input.assessments.map((a) => a.variantId),
  );
  const seenTasks = new Set<string>();
  const variants: VariantDetail[] = [];
  input.assessments.forEach((a, i) => {
    const detail = details.get(a.variantId);
    if (!detail) fields[`assessments.${i}.variantId`] = 'variant_not_found';
    else if (seenTasks.has(detail.taskId)) fields[`assessments.${i}.variantId`] = 'duplicate_task';
    else {
      seenTasks.add(detail.taskId);
      variants.push(detail);
    }
  });

  if (Object.keys(fields).length > 0) {
    throw new AppError('validation_failed', 'The administration is not valid.', fields);
  }
  const districts = new Set([...found.values()].map((o) => o.districtId));
  const [only] = districts;
  return {
    orgIds: wanted.map((o) => o.id),
    districtId: districts.size === 1 ? (only ?? null) : null,
    variants,
  };
}
