import { wizardStepServer } from './wizard-steps.server';

/**
 * The specialist step's server half: the visitor's draft (or, once Pay Later stored the order, a
 * redirect to the order's page), and its form posted natively, which stores the order.
 */
export const { loader, action, intents } = wizardStepServer('specialist');
