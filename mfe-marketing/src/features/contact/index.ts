/** The contact feature's public face: the form and the agency's contact details. */
export { ContactDetails } from './components/contact-details';
export { ContactForm } from './components/contact-form';
