import { FACE, YES_NO, ask, at, option, scene } from './build.ts';
import type { Story } from './types.ts';

/** More test stories (see stories-1.ts); bank.ts gives their order. */

/** An accident, then the same harm on purpose; and a mother who did not see it. */
export const TOWER: Story = {
  id: 'tower',
  scenes: [
    scene('s1', 'room', 'Ella builds a tall tower with blocks.', [
      at('girl', 100, 215, 80),
      at('block', 275, 215, 44),
      at('block', 275, 171, 44),
      at('block', 275, 127, 44),
    ]),
    scene(
      's2',
      'room',
      'Dan plays with his toy car. The car rolls away and bumps the tower. Crash! The tower falls down.',
      [
        at('girl', 70, 215, 70),
        at('car', 200, 215, 44),
        at('block', 250, 215, 40, { rotate: 20 }),
        at('block', 292, 215, 40, { rotate: -30 }),
        at('block', 270, 185, 40, { rotate: 50 }),
        at('boy', 355, 215, 70),
      ],
    ),
    scene(
      's3',
      'room',
      'Ella builds her tower again. Dan wants the blocks, but Ella says no. So Dan kicks the tower down!',
      [
        at('girl', 70, 215, 70),
        at('boy', 180, 215, 76),
        at('block', 255, 215, 40, { rotate: -25 }),
        at('block', 300, 215, 40, { rotate: 35 }),
        at('block', 345, 215, 40, { rotate: 10 }),
      ],
    ),
    scene('s4', 'room', 'Mom comes in from the garden. She sees the blocks on the floor.', [
      at('girl', 60, 215, 66),
      at('boy', 140, 215, 66),
      at('block', 205, 215, 36, { rotate: -25 }),
      at('block', 245, 215, 36, { rotate: 35 }),
      at('mom', 330, 215, 86),
    ]),
  ],
  questions: [
    ask('q1', 'intention', 's2', 'Did Dan mean to knock down the tower?', YES_NO, 'no'),
    ask('q2', 'emotion', 's2', 'How does Ella feel?', [FACE.sad, FACE.happy], 'sad'),
    ask('q3', 'intention', 's3', 'Did Dan mean to knock down the tower this time?', YES_NO, 'yes'),
    ask('q4', 'false-belief', 's4', 'Does Mom know that Dan kicked the tower down?', YES_NO, 'no'),
  ],
};

/** A surprise party: what Grandpa does not know, how he feels before and after. */
export const PARTY: Story = {
  id: 'party',
  scenes: [
    scene(
      's1',
      'kitchen',
      "Today is Grandpa's birthday. Ruby and Mom make him a cake. It is a secret!",
      [at('girl', 80, 215, 70), at('cake', 200, 215, 64), at('mom', 320, 215, 86)],
    ),
    scene(
      's2',
      'park',
      'Grandpa goes for a walk. Nobody has said happy birthday to him. He thinks everyone forgot.',
      [at('grandpa', 170, 215, 90), at('tree', 320, 215, 120)],
    ),
    scene(
      's3',
      'room',
      'Grandpa comes home and opens the door. Surprise! Ruby and Mom have a cake and balloons for him!',
      [
        at('door', 45, 215, 120),
        at('grandpa', 120, 215, 80),
        at('cake', 210, 215, 56),
        at('balloon', 250, 120, 44),
        at('balloon', 290, 104, 44),
        at('girl', 280, 215, 66),
        at('mom', 355, 215, 80),
      ],
    ),
  ],
  questions: [
    ask('q1', 'false-belief', 's2', 'Does Grandpa know about the cake?', YES_NO, 'no'),
    ask('q2', 'emotion', 's2', 'How does Grandpa feel on his walk?', [FACE.happy, FACE.sad], 'sad'),
    ask(
      'q3',
      'emotion',
      's3',
      'How does Grandpa feel when he opens the door?',
      [FACE.sad, FACE.angry, FACE.surprised],
      'surprised',
    ),
    ask(
      'q4',
      'intention',
      's3',
      'Did Ruby and Mom keep the cake a secret on purpose?',
      YES_NO,
      'yes',
    ),
  ],
};

const PLACES_SANDWICH = [
  option('tree', 'behind the tree'),
  option('backpack', 'in the backpack'),
  option('basket', 'in the basket'),
];

/** Unexpected location with three places: a dog hides Noah's sandwich. */
export const SANDWICH: Story = {
  id: 'sandwich',
  scenes: [
    scene('s1', 'park', 'Noah puts his sandwich in his backpack. Then he runs off to play.', [
      at('boy', 60, 215, 80),
      at('sandwich', 150, 176, 36),
      at('backpack', 150, 215, 60),
      at('basket', 240, 215, 60),
      at('tree', 350, 215, 110),
    ]),
    scene(
      's2',
      'park',
      'A hungry dog sniffs the backpack. He takes the sandwich and hides it behind the tree.',
      [
        at('backpack', 150, 215, 60),
        at('basket', 240, 215, 60),
        at('sandwich', 378, 214, 30),
        at('tree', 350, 215, 110),
        at('dog', 300, 215, 64),
      ],
    ),
    scene('s3', 'park', 'Noah comes back. He is hungry. He wants to eat his sandwich.', [
      at('boy', 60, 215, 80),
      at('backpack', 150, 215, 60),
      at('basket', 240, 215, 60),
      at('tree', 350, 215, 110),
    ]),
  ],
  questions: [
    ask(
      'q1',
      'false-belief',
      's3',
      'Where will Noah look for his sandwich?',
      PLACES_SANDWICH,
      'backpack',
    ),
    ask('q2', 'control', 's3', 'Where is the sandwich really?', PLACES_SANDWICH, 'tree'),
    ask('q3', 'false-belief', 's3', 'Does Noah know that the dog took his sandwich?', YES_NO, 'no'),
  ],
};
