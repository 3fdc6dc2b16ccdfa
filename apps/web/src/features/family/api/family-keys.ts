/** Query and mutation keys of the family feature. */
export const familyKeys = {
  all: ['family'] as const,
  terms: (locale: string) => [...familyKeys.all, 'terms', locale] as const,
  activationCode: (code: string) => [...familyKeys.all, 'activation-code', code] as const,
  children: () => [...familyKeys.all, 'children'] as const,
  launchStudents: (search: string, page: number) =>
    [...familyKeys.all, 'launch-students', search, page] as const,
  addChildren: () => [...familyKeys.all, 'add-children'] as const,
  setChildPassword: () => [...familyKeys.all, 'set-child-password'] as const,
  setChildHomeLocale: () => [...familyKeys.all, 'set-child-home-locale'] as const,
  register: () => [...familyKeys.all, 'register'] as const,
};
