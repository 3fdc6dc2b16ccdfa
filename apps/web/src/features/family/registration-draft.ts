import type { FamilyConsent } from '@roar/contracts';
import type { ChildDraft } from './components/child-draft.ts';

/**
 * The answers of a family registration in progress, kept between its two steps (/register and
 * /register/student). Module memory only, on purpose: the draft holds passwords, which must never
 * reach localStorage or sessionStorage, and a reload simply starts the registration again.
 * Screens read the draft when they mount; nothing re-renders on change.
 */

/** The parent step's answers. */
export interface ParentDraft {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirm: string;
  /** The activation code of the link (or typed); offered to each child. */
  code: string;
  agreed: boolean;
  canContact: boolean;
  /** The terms the parent accepted. */
  consent: FamilyConsent;
}

export interface RegistrationDraft {
  parent: ParentDraft;
  /** The children typed so far; null until the child step has been left with Back or an error. */
  children: ChildDraft[] | null;
  /** Server problems (field path -> code) the parent step shows when sent back to it. */
  parentProblems: Record<string, string>;
}

let draft: RegistrationDraft | null = null;

export function registrationDraft(): RegistrationDraft | null {
  return draft;
}

/**
 * Keeps the parent's answers. Children whose code was the parent's previous one follow a changed
 * code (it was prefilled from it).
 */
export function saveParentDraft(parent: ParentDraft): void {
  const previousCode = draft?.parent.code;
  const children =
    draft?.children?.map((child) =>
      previousCode !== undefined && child.activationCode === previousCode
        ? { ...child, activationCode: parent.code }
        : child,
    ) ?? null;
  draft = { parent, children, parentProblems: {} };
}

export function saveChildrenDraft(children: ChildDraft[]): void {
  if (draft) draft = { ...draft, children };
}

/** Records problems the server found in the parent's answers, for the parent step to show. */
export function saveParentProblems(problems: Record<string, string>): void {
  if (draft) draft = { ...draft, parentProblems: problems };
}

export function clearRegistrationDraft(): void {
  draft = null;
}

/** `path` with the registration's activation code as its query, when there is one. */
export function withCode(path: string, code: string | null | undefined): string {
  const trimmed = code?.trim();
  return trimmed ? `${path}?code=${encodeURIComponent(trimmed)}` : path;
}
