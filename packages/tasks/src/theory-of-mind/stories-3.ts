import { FACE, YES_NO, ask, at, option, scene } from './build.ts';
import type { Story } from './types.ts';

/** More test stories (see stories-1.ts); bank.ts gives their order. */

/** An accident, how it feels, and a kind act that follows it. */
export const PAINT: Story = {
  id: 'paint',
  scenes: [
    scene('s1', 'room', 'Ava paints a picture of the sun. It is her best picture ever!', [
      at('girl', 90, 215, 80),
      at('painting', 235, 205, 90),
      at('paints', 335, 215, 50),
    ]),
    scene(
      's2',
      'room',
      "Omar walks by with a cup of water. He trips on his shoe. Splash! The water spills on Ava's picture.",
      [
        at('girl', 60, 215, 66),
        at('painting', 185, 205, 90),
        at('water', 215, 132, 22),
        at('water', 240, 116, 18),
        at('cup', 272, 120, 34, { rotate: -60 }),
        at('boy', 322, 215, 72, { rotate: -20 }),
      ],
    ),
    scene('s3', 'room', 'Omar says sorry. He gives Ava his new paints.', [
      at('girl', 90, 215, 80),
      at('paints', 200, 175, 50),
      at('boy', 310, 215, 80),
    ]),
    scene(
      's4',
      'room',
      'Ava paints a new picture of the sun. It is even better than the first one!',
      [at('girl', 110, 215, 80), at('painting', 260, 205, 100)],
    ),
  ],
  questions: [
    ask('q1', 'intention', 's2', 'Did Omar mean to spill the water?', YES_NO, 'no'),
    ask(
      'q2',
      'emotion',
      's2',
      'How does Ava feel when she sees her wet picture?',
      [FACE.happy, FACE.sad, FACE.scared],
      'sad',
    ),
    ask('q3', 'intention', 's3', 'Does Omar want to help Ava?', YES_NO, 'yes'),
    ask(
      'q4',
      'emotion',
      's4',
      'How does Ava feel now?',
      [FACE.angry, FACE.sad, FACE.happy],
      'happy',
    ),
  ],
};

const COOKIES = option('cookie', 'cookies', 'cookies');
const APPLES = option('apple', 'apples', 'apples');

/** Changed contents: Dad swaps Max's cookies for apples while Max is at school. */
export const JAR: Story = {
  id: 'jar',
  scenes: [
    scene(
      's1',
      'kitchen',
      'Max has cookies in a jar. He puts the jar up on the shelf. Then he goes to school.',
      [
        at('boy', 80, 215, 80),
        at('jar', 300, 95, 56),
        at('cookie', 300, 84, 24),
        at('book', 355, 95, 40),
      ],
    ),
    scene('s2', 'kitchen', 'Dad eats the last cookie. Then he puts apples in the jar.', [
      at('dad', 110, 215, 86),
      at('jar', 300, 95, 56),
      at('apple', 300, 84, 24),
      at('book', 355, 95, 40),
    ]),
    scene(
      's3',
      'kitchen',
      'Max comes home. He is hungry. He climbs up on a chair and reaches up high.',
      [
        at('chair', 290, 215, 70),
        at('boy', 290, 172, 66),
        at('jar', 300, 95, 56),
        at('book', 355, 95, 40),
      ],
    ),
    scene('s4', 'kitchen', 'Max looks in the jar. There are no cookies. There are only apples.', [
      at('boy', 120, 215, 80),
      at('jar', 250, 215, 56),
      at('apple', 250, 204, 24),
    ]),
  ],
  questions: [
    ask('q1', 'control', 's2', 'What is in the jar now?', [COOKIES, APPLES], 'apples'),
    ask(
      'q2',
      'false-belief',
      's3',
      'What does Max think is in the jar?',
      [COOKIES, APPLES],
      'cookies',
    ),
    ask(
      'q3',
      'intention',
      's3',
      'What is Max trying to get?',
      [option('book', 'the book'), option('jar', 'the jar')],
      'jar',
    ),
    ask(
      'q4',
      'emotion',
      's4',
      'Max wanted a cookie. How does he feel?',
      [FACE.sad, FACE.happy, FACE.scared],
      'sad',
    ),
  ],
};

const PLACES_CAT = [option('chair', 'under the chair'), option('bed', 'on the bed')];

/** Unexpected location without a culprit: a cat moves while its owner is away. */
export const CAT: Story = {
  id: 'cat',
  scenes: [
    scene(
      's1',
      'room',
      "Nina's cat is asleep on the bed. Nina goes to get some food for her cat.",
      [
        at('girl', 60, 215, 80),
        at('bed', 220, 215, 120),
        at('cat', 232, 172, 50),
        at('chair', 350, 215, 70),
      ],
    ),
    scene('s2', 'room', 'The cat wakes up. She jumps down and hides under the chair.', [
      at('bed', 220, 215, 120),
      at('chair', 350, 215, 76),
      at('cat', 350, 216, 40),
    ]),
    scene('s3', 'room', 'Nina comes back with the food. She calls, here kitty kitty!', [
      at('girl', 60, 215, 80),
      at('bed', 220, 215, 120),
      at('chair', 350, 215, 70),
    ]),
    scene('s4', 'room', 'Then the cat comes out. Meow! Nina gives her a big hug.', [
      at('girl', 150, 215, 80),
      at('cat', 250, 215, 60),
      at('heart', 200, 110, 34),
    ]),
  ],
  questions: [
    ask('q1', 'false-belief', 's3', 'Where will Nina look for her cat first?', PLACES_CAT, 'bed'),
    ask('q2', 'control', 's3', 'Where is the cat really?', PLACES_CAT, 'chair'),
    ask(
      'q3',
      'emotion',
      's4',
      'How does Nina feel when she finds her cat?',
      [FACE.happy, FACE.sad, FACE.angry],
      'happy',
    ),
  ],
};
