import { describeFeatureMessages } from '../../../i18n/feature-messages-testing.ts';
import enUS from './en-US.ts';
import esES from './es-ES.ts';
import enGB from './en-GB.ts';
import esCO from './es-CO.ts';

describeFeatureMessages('norms', { enUS, esES, enGB, esCO });
