import { index, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { idColumn, oneOf, timestamptz } from '../columns.ts';
import { LEGAL_DOCUMENT_KINDS } from '../enums.ts';
import { core } from './schema.ts';
import { users } from './users.ts';

/** Consent, assent and terms texts; one row per (kind, version, locale). Unpublished: draft. */
export const legalDocuments = core.table(
  'legal_documents',
  {
    id: idColumn(),
    kind: text({ enum: LEGAL_DOCUMENT_KINDS }).notNull(),
    version: text().notNull(),
    locale: text().notNull(),
    title: text().notNull(),
    /** Markdown. */
    body: text().notNull(),
    publishedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    unique('legal_documents_kind_version_locale_key').on(t.kind, t.version, t.locale),
    oneOf('legal_documents_kind_check', t.kind, LEGAL_DOCUMENT_KINDS),
  ],
);

/** Who accepted which document version, and when. */
export const legalAcceptances = core.table(
  'legal_acceptances',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: text()
      .notNull()
      .references(() => legalDocuments.id, { onDelete: 'restrict' }),
    acceptedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'legal_acceptances_pkey', columns: [t.userId, t.documentId] }),
    index('legal_acceptances_document_id_idx').on(t.documentId),
  ],
);
