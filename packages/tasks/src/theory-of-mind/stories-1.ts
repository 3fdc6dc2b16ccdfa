import { FACE, YES_NO, ask, at, option, scene } from './build.ts';
import type { Story } from './types.ts';

/**
 * The practice story and the first test stories, written for this project (simple English for
 * children of four to nine; no story of a published battery). See README.md for the plan of
 * question types over the stories.
 */

/** Practice: the three kinds of answer (a character, a face, yes or no), on an easy story. */
export const PRACTICE_STORY: Story = {
  id: 'practice',
  scenes: [
    scene('s1', 'park', 'This is Lily. She is at the park with her dog, Spot.', [
      at('girl', 120, 215, 80),
      at('dog', 280, 215, 80),
    ]),
    scene('s2', 'park', 'Lily throws a ball. Spot runs and brings it back!', [
      at('girl', 90, 215, 80),
      at('dog', 290, 215, 80),
      at('ball', 240, 190, 28),
    ]),
    scene('s3', 'park', 'Lily gives Spot a big hug. Spot wags his tail.', [
      at('girl', 160, 215, 80),
      at('dog', 245, 215, 80),
      at('heart', 200, 110, 36),
    ]),
  ],
  questions: [
    ask(
      'q1',
      'control',
      's2',
      'Who brought the ball back?',
      [option('dog', 'Spot', 'spot'), option('girl', 'Lily', 'lily')],
      'spot',
    ),
    ask('q2', 'emotion', 's3', 'How does Spot feel?', [FACE.sad, FACE.happy, FACE.angry], 'happy'),
    ask('q3', 'control', 's3', 'Does Lily love her dog?', YES_NO, 'yes'),
  ],
};

const PLACES_BALL = [option('basket', 'the basket'), option('box', 'the box')];

/** Unexpected location: a ball moved while its owner was away. */
export const BALL: Story = {
  id: 'ball',
  scenes: [
    scene('s1', 'room', 'This is Leo. He puts his ball in the basket.', [
      at('boy', 80, 215, 80),
      at('ball', 230, 186, 34),
      at('basket', 230, 215, 64),
      at('box', 330, 215, 64),
    ]),
    scene(
      's2',
      'room',
      'Leo goes outside to play. Then his sister Mia tidies up the room. She puts the ball in the box.',
      [
        at('girl', 90, 215, 80),
        at('basket', 230, 215, 64),
        at('ball', 330, 170, 34),
        at('box', 330, 215, 64),
      ],
    ),
    scene('s3', 'room', 'Leo comes back inside. He wants to play with his ball.', [
      at('boy', 80, 215, 80),
      at('basket', 230, 215, 64),
      at('box', 330, 215, 64),
    ]),
    scene('s4', 'room', 'Leo looks in the basket. His ball is not there!', [
      at('boy', 150, 215, 80),
      at('basket', 240, 215, 64),
      at('box', 340, 215, 64),
    ]),
  ],
  questions: [
    ask(
      'q1',
      'false-belief',
      's3',
      'Where will Leo look for his ball first?',
      PLACES_BALL,
      'basket',
    ),
    ask('q2', 'control', 's3', 'Where is the ball really?', PLACES_BALL, 'box'),
    ask('q3', 'intention', 's3', 'Did Mia move the ball to play a trick on Leo?', YES_NO, 'no'),
    ask('q4', 'emotion', 's4', 'How does Leo feel?', [FACE.happy, FACE.sad], 'sad'),
  ],
};

const COOKIES = option('cookie', 'cookies', 'cookies');
const CRAYONS = option('crayon', 'crayons', 'crayons');

/** Unexpected contents: a cookie box full of crayons; what Zoe thought, what Ben will think. */
export const COOKIE_BOX: Story = {
  id: 'cookies',
  scenes: [
    scene('s1', 'kitchen', 'Zoe finds a box. It has a picture of a cookie on it. Yum!', [
      at('girl', 100, 215, 80),
      at('box', 260, 215, 80),
      at('cookie', 258, 202, 30),
    ]),
    scene(
      's2',
      'kitchen',
      'Zoe opens the box. Oh! There are no cookies inside. There are crayons!',
      [
        at('girl', 100, 215, 80),
        at('crayon', 246, 160, 44, { rotate: -20 }),
        at('crayon', 274, 160, 44, { rotate: 15 }),
        at('box', 260, 215, 80),
        at('cookie', 258, 202, 30),
      ],
    ),
    scene('s3', 'kitchen', 'Zoe closes the box. Then her friend Ben comes in. Ben loves cookies.', [
      at('girl', 70, 215, 70),
      at('box', 200, 215, 80),
      at('cookie', 198, 202, 30),
      at('boy', 330, 215, 80),
    ]),
  ],
  questions: [
    ask('q1', 'control', 's2', 'What is really in the box?', [CRAYONS, COOKIES], 'crayons'),
    ask(
      'q2',
      'false-belief',
      's2',
      'Before Zoe opened the box, what did she think was inside?',
      [CRAYONS, COOKIES],
      'cookies',
    ),
    ask(
      'q3',
      'false-belief',
      's3',
      'Ben has not looked inside the box. What will Ben think is in it?',
      [COOKIES, CRAYONS],
      'cookies',
    ),
    ask(
      'q4',
      'emotion',
      's3',
      'How does Ben feel when he sees the box?',
      [FACE.happy, FACE.sad],
      'happy',
    ),
  ],
};

/** Desire and emotion, then an accident and a kind act. */
export const KITE: Story = {
  id: 'kite',
  scenes: [
    scene('s1', 'park', "It is Sam's birthday. Sam really wants a kite.", [
      at('boy', 110, 215, 80),
      at('kite', 235, 125, 60, { bubble: true }),
    ]),
    scene('s2', 'park', 'Grandma gives Sam a present. He opens it. It is a kite!', [
      at('grandma', 80, 215, 80),
      at('kite', 200, 175, 56),
      at('present', 200, 215, 50),
      at('boy', 310, 215, 80),
    ]),
    scene(
      's3',
      'park',
      "Sam runs to fly his kite. He looks up at the sky. Oops! He steps on Grandma's flowers.",
      [
        at('kite', 310, 85, 56),
        at('flower', 140, 215, 36),
        at('flower', 195, 226, 36, { rotate: 80 }),
        at('flower', 240, 226, 36, { rotate: -75 }),
        at('boy', 218, 196, 80),
      ],
    ),
    scene('s4', 'park', 'Sam says sorry. He picks some new flowers and gives them to Grandma.', [
      at('boy', 110, 215, 80),
      at('flowers', 200, 190, 50),
      at('grandma', 300, 215, 80),
    ]),
  ],
  questions: [
    ask('q1', 'emotion', 's2', 'How does Sam feel?', [FACE.sad, FACE.happy, FACE.angry], 'happy'),
    ask(
      'q2',
      'control',
      's2',
      'What did Grandma give Sam?',
      [option('kite', 'a kite'), option('book', 'a book')],
      'kite',
    ),
    ask('q3', 'intention', 's3', 'Did Sam mean to step on the flowers?', YES_NO, 'no'),
    ask('q4', 'intention', 's4', 'Is Sam trying to make Grandma feel better?', YES_NO, 'yes'),
  ],
};
