import type { LetterTextOverrides } from './types.ts';

/**
 * British English: only what differs from en-US (practise as a verb, maths, colour, pupils in a
 * year group). `letterText` lays it over EN_US, topic by topic and field by field.
 */
export const EN_GB: LetterTextOverrides = {
  locale: 'en-GB',
  percentile:
    '{name} scored higher than about {percentile} out of 100 pupils in the same year group.',
  practise: {
    letters: 'Letters to practise: {list}.',
    sounds: 'Letter sounds to practise: {list}.',
    facts: 'Facts to practise: {list}.',
  },
  closing:
    'Thank you for all you do for {name}. Short moments of reading, talking and playing at home add up, and you can practise in any language your family speaks. If you have questions, please contact the school.',
  topics: {
    'math-facts': {
      title: 'Quick number facts',
      assessed:
        '{name} solved as many arithmetic problems as possible in a few minutes, like 7 + 5 or 6 × 4. Knowing facts quickly makes harder maths easier, because the mind is free to think about the problem.',
      activities: {
        any: [
          'Turn over two playing cards, or write numbers on scraps of paper and pick two, then race to add or multiply them. Picture cards count as 10.',
          'Practise a few facts for five minutes a day, out loud while walking or cooking, starting with the ones {name} finds hardest.',
          'Talk about shortcuts: if 6 + 6 = 12, what is 6 + 7? If 5 × 8 = 40, what is 6 × 8? Ask {name} to explain the trick they used.',
        ],
      },
    },
    'core-math': {
      title: 'Maths',
      assessed:
        '{name} answered maths questions about numbers, operations, fractions, shapes and measuring. The questions got harder step by step, to find the level {name} is working at.',
      activities: {
        achieved: [
          'Plan something real with numbers together: the cost of a family meal, or how long a trip will take and when to leave.',
          'Share a puzzle like “Which is more, 3/4 or 2/3? How do you know?” and look for more than one way to solve it.',
          'Ask {name} to be the teacher and explain a maths idea from class to you, with a drawing or an example from home.',
        ],
      },
    },
    'early-math': {
      assessed:
        '{name} counted, compared numbers, placed numbers on a line, and solved small adding and taking-away problems. These early number skills are the base for later maths.',
    },
    'flexible-thinking': {
      assessed:
        '{name} sorted cards by one rule, such as colour, and then by a new rule, such as shape. Switching rules shows how easily {name} can change the way they think about a task.',
      activities: {
        any: [
          'Sort things from around the house one way, then another: spoons, clothes or toys by colour, then by size, then by what they are used for.',
          'Hold up an everyday object, like a spoon, and take turns naming new ways to use it: a drumstick, a mirror, a shovel…',
          'When you play a familiar game, agree on a new rule halfway (now the lowest number wins) and see how quickly you both adjust.',
        ],
      },
    },
    reasoning: {
      activities: {
        any: [
          'Make a pattern with objects (spoon, fork, spoon, fork…) and ask {name} what comes next. Then let {name} make one for you.',
          'Draw a pattern that changes in two ways, like shapes that grow and change colour, and take turns drawing the next step.',
          'Play “What’s the rule?”: sort a few things into two groups by a secret rule, and let the other person guess the rule.',
        ],
      },
    },
    'spatial-thinking': {
      assessed:
        '{name} saw a picture and picked, from two turned copies, the one that was the same and not a mirror image. Picturing and turning shapes in the mind helps in maths, science and drawing.',
    },
    comparing: {
      assessed:
        '{name} decided whether pictures were the same or different in shape, colour, size or number, and picked the ones that matched. Noticing what is alike and different helps with sorting, reading and maths.',
      activities: {
        any: [
          'Pick two things at home, like two cups or two leaves, and talk about what is the same and what is different: colour, size, shape.',
          'Change one thing on a table or in a room while {name} closes their eyes, then ask what changed. Take turns.',
          'Set out four things where one does not belong (three spoons and a fork) and ask which one and why. Make it harder with two differences.',
        ],
      },
    },
  },
};
