/** The contact feature's public face: the form, its intent (its page's action answers it) and the agency's contact details. */
export { ContactDetails } from './components/contact-details';
export { ContactForm } from './components/contact-form';
export { CONTACT_INTENT } from './model';
