import type { LegalText } from './texts.ts';

/** English (United States) texts of version 2026-11. */
export const LEGAL_TEXTS_EN_US: Record<'consent' | 'assent' | 'terms', LegalText> = {
  consent: {
    title: 'Consent for reading assessments',
    body: `Your child's school uses short reading and language games to learn how each student reads and where they may need support.

**What your child will do.** Your child plays a few games on a computer or tablet, for about 15 to 20 minutes each. The games ask them, for example, to decide whether a word is real or made up, to read short sentences, or to listen to sounds in words.

**What we record.** We record your child's answers, how long each answer took, and whether the game window lost focus. We use these records to compute scores. Teachers, school administrators and you can read your child's report.

**The Thoughts and Feelings survey.** Some assessments include a short survey of how your child feels about school and reading. It is not scored and has no right or wrong answers. Your child may say no when it starts; you may opt your child out on your child's score report, and their answers are then not asked or counted. Individual answers are seen by school and district administrators and by you; teachers see them only where the district allows it, and class summaries are never shown for fewer than five children.

**Risks and benefits.** There are no known risks beyond those of ordinary school work. Some children find a game hard; they may stop at any time. The results help teachers choose the right support for your child.

**Privacy.** Records are kept securely and shared only with your child's school and district. Results published in research never name your child.

**Your choice.** Taking part is voluntary. You may say no, or change your mind later, without any effect on your child's schooling. Questions can go to your child's school.

By selecting Continue, you confirm that you are the parent or legal guardian of this student, or the student aged 18 or over, and that you agree to take part.`,
  },
  assent: {
    title: 'Can you help us?',
    body: `Hi! We would like you to play some reading games.

- The games show you words, sentences and sounds.
- Some are easy and some are hard. That is okay! Just do your best.
- Nobody expects you to know every answer.
- The games help your teacher learn how you read, so they can help you.
- You can ask a grown-up for help if something does not work.
- You can stop whenever you want. Nobody will be upset.
- One game asks how you feel about school and reading. There are no wrong answers, and you can say no to it.

If you want to play, press Continue.`,
  },
  terms: {
    title: 'Terms of use',
    body: `These terms apply to everyone who signs in to this reading assessment platform.

1. **Who may use it.** Accounts are given by a school, a district or a family registration. Keep your password to yourself and sign out on shared computers.
2. **What it is for.** Use the platform only to run the assessments you are assigned and to read the reports you are allowed to see.
3. **Student records.** Administrators and teachers may see the records of the students in their organisations only. Do not copy, share or publish student records outside your school's rules.
4. **Your data.** We keep records securely and use them only to run assessments, compute scores and write reports for the school or family that holds them.
5. **Changes.** We may update these terms. When we do, we ask you to accept the new version.

By continuing, you agree to these terms.`,
  },
};
