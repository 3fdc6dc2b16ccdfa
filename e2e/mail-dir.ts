import { fileURLToPath } from 'node:url';

/** Where the e2e SMTP sink writes the messages it receives (one .eml file each). */
export const MAIL_DIR = fileURLToPath(new URL('../reports/e2e-mail/', import.meta.url));
