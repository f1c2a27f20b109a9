import { wizardStepServer } from './wizard-steps.server';

/** The order details step's server half: the visitor's draft, and its form posted natively. */
export const { loader, action, intents } = wizardStepServer('details');
