/** Support (issue 19): the contact form of /contact, the member's requests on /support. */
export { ContactForm } from './ContactForm';
export { supportKeys } from './support.queries';
