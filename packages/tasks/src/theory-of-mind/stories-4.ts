import { FACE, YES_NO, ask, at, option, scene } from './build.ts';
import type { Story } from './types.ts';

/** More test stories (see stories-1.ts); bank.ts gives their order. */

const LUNCH = [option('sandwich', 'a sandwich'), option('cupcake', 'a cupcake')];

/** Changed contents, done on purpose as a nice surprise. */
export const LUNCHBOX: Story = {
  id: 'lunchbox',
  scenes: [
    scene('s1', 'kitchen', "Every day, Mom puts a sandwich in Owen's lunchbox.", [
      at('mom', 90, 215, 86),
      at('sandwich', 240, 178, 40),
      at('lunchbox', 240, 215, 64),
    ]),
    scene(
      's2',
      'kitchen',
      'Today Mom wants to surprise Owen. She puts in a cupcake instead. Owen does not see.',
      [at('mom', 90, 215, 86), at('cupcake', 240, 178, 40), at('lunchbox', 240, 215, 64)],
    ),
    scene('s3', 'room', 'At lunch time, Owen takes out his lunchbox. He has not opened it yet.', [
      at('boy', 110, 215, 80),
      at('lunchbox', 260, 215, 64),
    ]),
    scene('s4', 'room', 'Owen opens his lunchbox. A cupcake!', [
      at('boy', 110, 215, 80),
      at('cupcake', 260, 178, 40),
      at('lunchbox', 260, 215, 64),
    ]),
  ],
  questions: [
    ask('q1', 'intention', 's2', 'Did Mom put the cupcake in on purpose?', YES_NO, 'yes'),
    ask('q2', 'false-belief', 's3', 'What does Owen think is in his lunchbox?', LUNCH, 'sandwich'),
    ask('q3', 'control', 's3', 'What is really in the lunchbox?', LUNCH, 'cupcake'),
    ask(
      'q4',
      'emotion',
      's4',
      'How does Owen feel when he sees the cupcake?',
      [FACE.surprised, FACE.sad, FACE.angry],
      'surprised',
    ),
  ],
};

/** A push that looks mean but helps, and a friend who saw only the push. */
export const PUSH: Story = {
  id: 'push',
  scenes: [
    scene('s1', 'park', 'Kim is playing in the park. Oh no! A ball is flying right at her!', [
      at('boy', 60, 215, 70),
      at('girl', 170, 215, 80),
      at('ball', 320, 100, 40),
    ]),
    scene('s2', 'park', 'Jack sees the ball. He pushes Kim out of the way. The ball misses her!', [
      at('boy', 120, 215, 72),
      at('girl', 200, 215, 70, { rotate: 25 }),
      at('ball', 310, 190, 40),
    ]),
    scene(
      's3',
      'park',
      "Kim's friend Tess runs over. She only saw Jack push Kim. She did not see the ball.",
      [at('boy', 90, 215, 70), at('girl', 180, 215, 70), at('child', 320, 215, 80)],
    ),
  ],
  questions: [
    ask(
      'q1',
      'emotion',
      's1',
      'How does Kim feel when she sees the ball coming?',
      [FACE.happy, FACE.angry, FACE.scared],
      'scared',
    ),
    ask('q2', 'intention', 's2', 'Was Jack trying to hurt Kim?', YES_NO, 'no'),
    ask(
      'q3',
      'control',
      's3',
      'Who pushed Kim?',
      [option('boy', 'Jack', 'jack'), option('child', 'Tess', 'tess')],
      'jack',
    ),
    ask('q4', 'false-belief', 's3', 'Does Tess think Jack was being mean?', YES_NO, 'yes'),
  ],
};

const PLACES_HIDE = [option('couch', 'behind the couch'), option('door', 'behind the door')];

/** Unexpected location with people: Rosa moves after Finn peeked. */
export const HIDE_AND_SEEK: Story = {
  id: 'hide',
  scenes: [
    scene(
      's1',
      'room',
      'Rosa and Finn play hide and seek. Finn counts, but he peeks! He sees Rosa hide behind the couch.',
      [
        at('boy', 55, 215, 70),
        at('girl', 190, 180, 60),
        at('couch', 205, 215, 120),
        at('door', 330, 215, 120),
      ],
    ),
    scene(
      's2',
      'room',
      'Finn closes his eyes again. Rosa tiptoes away. Now she hides behind the door.',
      [
        at('boy', 55, 215, 70),
        at('couch', 205, 215, 120),
        at('girl', 372, 200, 50),
        at('door', 330, 215, 120),
      ],
    ),
    scene('s3', 'room', 'Finn opens his eyes. Ready or not, here I come!', [
      at('boy', 55, 215, 70),
      at('couch', 205, 215, 120),
      at('door', 330, 215, 120),
    ]),
  ],
  questions: [
    ask('q1', 'false-belief', 's3', 'Where will Finn look for Rosa first?', PLACES_HIDE, 'couch'),
    ask('q2', 'control', 's3', 'Where is Rosa really?', PLACES_HIDE, 'door'),
    ask('q3', 'intention', 's3', 'Did Rosa move to a new place on purpose?', YES_NO, 'yes'),
  ],
};
