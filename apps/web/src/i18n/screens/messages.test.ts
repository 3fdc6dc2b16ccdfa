import { describeFeatureMessages } from '../feature-messages-testing.ts';
import enUS from './en-US.ts';
import esES from './es-ES.ts';
import enGB from './en-GB.ts';
import esCO from './es-CO.ts';

describeFeatureMessages('screens', { enUS, esES, enGB, esCO });
