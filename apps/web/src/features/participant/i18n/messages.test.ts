import { describeFeatureMessages } from '../../../i18n/feature-messages-testing.ts';
import enUS from './en-US.ts';
import esES from './es-ES.ts';
import enGB from './en-GB.ts';
import esCO from './es-CO.ts';

// The participant's home and games speak to the child, with tú in es-CO too.
describeFeatureMessages('participant', { enUS, esES, enGB, esCO }, { readByChildren: true });
