/** Contact details for gold on other screens: the profile's card (the settings page is its own chunk). */
export { ContactCard } from './ContactCard';
