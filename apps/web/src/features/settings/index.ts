/** The settings switch row and save bar, and the profile update every editor saves with. */
export { SaveBar, SwitchRow } from './SettingsLayout';
export { useUpdateUserMutation } from './settings.queries';
