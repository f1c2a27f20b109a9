import { wizardStepServer } from './wizard-steps.server';

/** The order start's server half: the visitor's draft and a sealed captcha, and its form posted natively. */
export const { loader, action, intents } = wizardStepServer('start');
