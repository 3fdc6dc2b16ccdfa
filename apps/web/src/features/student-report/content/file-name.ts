/** A name part as ASCII kebab case: accents dropped ('José Núñez' -> 'jose-nunez'). */
function kebab(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `score-report-{first}-{last}.pdf`; `score-report-student.pdf` when no name part is left. */
export function reportFileName(firstName: string | null, lastName: string | null): string {
  const parts = [kebab(firstName), kebab(lastName)].filter(Boolean);
  return `score-report-${parts.length > 0 ? parts.join('-') : 'student'}.pdf`;
}
