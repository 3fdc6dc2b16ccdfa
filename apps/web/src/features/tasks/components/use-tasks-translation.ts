import { useTranslation } from 'react-i18next';

/** The feature's namespace; its bundles are loaded by ManageTasksScreen before children render. */
export function useTasksTranslation() {
  return useTranslation('tasks');
}
