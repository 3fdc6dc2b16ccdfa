import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

/**
 * Colombian Spanish: 'grado' for the school year. The child is addressed with tú, as in es-ES; the
 * launch banner speaks to the adult who opened the student's session, so it says usted.
 */
const esCO: PartialFeatureMessagesOf<typeof enUS> = {
  sidebar: {
    grade: 'Grado',
    gradeValue: 'Grado: {grade}',
  },
  launch: {
    banner:
      'Está en modo de lanzamiento para {name}. Todo lo que se haga aquí se guarda para este estudiante.',
  },
};

export default esCO;
