/** The game (/game): a memory board of the catalogue's gifts, with the week's and all-time leaderboards. */
export { GamePage } from './GamePage';
