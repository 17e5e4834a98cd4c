/** The settings switch row. */
export { SwitchRow } from './SettingsLayout';
