/** The mall's entry on other screens (its pages are their own chunks, loaded by the route table). */
export { PresentLink } from './PresentLink';
