import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

const esCO: PartialFeatureMessagesOf<typeof enUS> = {
  urlParams: { add: 'Agregar parámetro de URL' },
  bundleForm: { add: 'Agregar variante', addLabel: 'Variante para agregar' },
  errors: {
    required: 'Completa este campo.',
    failed: 'No se pudo guardar el cambio. Intenta de nuevo.',
  },
};

export default esCO;
