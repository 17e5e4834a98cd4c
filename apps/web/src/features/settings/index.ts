/** The settings switch row and save bar. */
export { SaveBar, SwitchRow } from './SettingsLayout';
