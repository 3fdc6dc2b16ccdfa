/** Query and mutation keys of the task catalogue feature. */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => [...taskKeys.all, 'list'] as const,
  list: (registeredOnly: boolean) => [...taskKeys.lists(), { registeredOnly }] as const,
  bundles: () => [...taskKeys.all, 'bundles'] as const,
  saveTask: () => [...taskKeys.all, 'save-task'] as const,
  saveVariant: () => [...taskKeys.all, 'save-variant'] as const,
  saveBundle: () => [...taskKeys.all, 'save-bundle'] as const,
  parameterSets: (taskId: string) => [...taskKeys.all, 'parameter-sets', taskId] as const,
};
