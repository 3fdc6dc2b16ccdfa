import type { LetterText } from './types.ts';

/**
 * The parent letter in US English: the base of every other locale's words (docs/product/
 * parent-letter.md section 4). Plain words at about a grade-6 reading level; no blame, no
 * diagnosis; activities of 5-15 minutes with things every home has, in any language the family
 * speaks. Level names are the reports' (reports/report-csv-text.ts).
 */
export const EN_US: LetterText = {
  locale: 'en-US',
  title: 'Letter to the family of {name}',
  heading: '{name}’s results',
  greeting: 'Dear family of {name},',
  intro: {
    one: 'As part of the school assessment “{administration}”, {name} recently played a short learning game at school. This letter tells you what the game looked at, how {name} did, and three simple things you can do together at home.',
    other:
      'As part of the school assessment “{administration}”, {name} recently played {count} short learning games at school. This letter tells you what each game looked at, how {name} did, and three simple things you can do together at home for each one.',
  },
  aboutResults:
    'Some results are shown as one of three levels: Needs extra support, Developing skill or Achieved skill. Each game shows how {name} did at one moment on one day. It is not a diagnosis, and the school reads it together with what teachers see in class.',
  levelNames: {
    'needs-extra-support': 'Needs extra support',
    developing: 'Developing skill',
    achieved: 'Achieved skill',
  },
  levelMeaning: {
    'needs-extra-support':
      'For now, {name} needs more help with this skill. A little practice, often, at school and at home can make a real difference.',
    developing:
      '{name} is on the way with this skill and is still building it. A little practice will make it stronger.',
    achieved: '{name} is doing well with this skill. The ideas below can help it keep growing.',
  },
  percentile: '{name} scored higher than about {percentile} out of 100 students in the same grade.',
  percentCorrect: '{name} answered {percent}% of the questions correctly.',
  finished:
    '{name} completed this game. It does not give a score, but it helps the school understand how {name} learns.',
  notFinished: '{name} has not finished these games yet: {list}. They are not part of this letter.',
  practise: {
    letters: 'Letters to practice: {list}.',
    sounds: 'Letter sounds to practice: {list}.',
    facts: 'Facts to practice: {list}.',
  },
  confidence: {
    label: 'How sure are we?',
    reliable: 'The game went as expected: a fair picture of that day.',
    unreliable:
      'Something may have made this game harder for {name} that day, such as rushing through the answers, so the result may be lower than what {name} can really do.',
    provisional: 'The comparison uses early reference data, so read it as an estimate.',
    extendedTime:
      'As {name}’s plan provides, {name} had extra time for the timed parts of this game.',
    noTimeLimit:
      'As {name}’s plan provides, the timed parts of this game had no time limit for {name}.',
  },
  activitiesHeading: 'Three things to try at home',
  bandAlt:
    'Level for {name}: {level} (one of three levels: Needs extra support, Developing skill, Achieved skill).',
  closing:
    'Thank you for all you do for {name}. Short moments of reading, talking and playing at home add up, and you can practice in any language your family speaks. If you have questions, please contact the school.',
  signature: '{name}’s school',
  footer: 'Results as of {date}.',
  noResults:
    '{name} has not finished any of the games in “{administration}” yet, so there are no results to share for now. When {name} finishes a game, the school can send you the results.',
  topics: {
    'word-reading': {
      title: 'Reading words',
      assessed:
        '{name} saw a word for a moment and decided whether it was a real word or a made-up one. Reading words quickly and correctly leaves more energy for understanding what is read.',
      activities: {
        'needs-extra-support': [
          'Read together for 10 minutes a day. Point to each word as you read, and let {name} read the words they already know.',
          'Write five short words from a book you like on scraps of paper. Read them together, mix them up, and read them again until they feel easy.',
          'Say a short word, sound it out slowly together (c-a-t), then blend the sounds back into the word. Take turns choosing the word.',
        ],
        developing: [
          'Take turns reading aloud, one page each. When {name} gets stuck on a long word, cover part of it and read it in chunks (sun-set, play-ing).',
          'Go on a word hunt: pick an ending like -ing or -ight and find as many words with it as you can on signs, boxes and in books.',
          'Reread a short, familiar page two or three times during the week. Each reading gets smoother, which builds speed and confidence.',
        ],
        achieved: [
          'Help {name} find books that are a little harder, on topics they love, and talk about any new words you meet.',
          'Pick one long word, like “celebration”, and see how many shorter words you can each make from its letters in five minutes.',
          'Invite {name} to read aloud to a younger child or a relative: a recipe, a letter, a poem or a short story.',
        ],
      },
    },
    'sentence-reading': {
      title: 'Reading sentences',
      assessed:
        '{name} read short sentences silently and decided quickly whether each one was true or false. This shows how easily {name} reads and understands at a steady pace.',
      activities: {
        'needs-extra-support': [
          'Read a short, easy book aloud to {name}, then read it again together, with {name} joining in on the parts they remember.',
          'Write simple true-or-false sentences about home, like “The cat is blue” or “We eat soup with a spoon”. Read them together and laugh at the silly ones.',
          'Read the same short page together a few times over the week. Each time, the words come a little faster.',
        ],
        developing: [
          'Take turns writing a true-or-false sentence about your day. The other person reads it silently and answers “true” or “false”.',
          'Read a short text aloud together, like a poem or the words of a song, until it sounds smooth, like talking.',
          'After reading a page, ask {name} to tell you in one sentence what it was about.',
        ],
        achieved: [
          'Make time for 15 minutes of reading for fun each day: comics, magazines, recipes and chapter books all count.',
          'Read the same story or article and talk about it: what surprised you, what you agree with, and what you would ask the writer.',
          'Write tricky true-or-false sentences for each other (“A spider has eight legs”, “Ice is warmer than soup”) and check the answers together.',
        ],
      },
    },
    'phonological-awareness': {
      title: 'Hearing sounds in words',
      assessed:
        '{name} listened to spoken words and picked the picture that matched a sound: the same first sound, the same last sound, or the word left when a sound is taken away. Hearing the sounds inside words is a key step in learning to read and spell.',
      activities: {
        'needs-extra-support': [
          'Play “I spy” with first sounds: “I spy something that starts with /mmm/.” Stretch the sound and give hints until {name} finds it.',
          'Clap the parts of words together: names, foods, toys (ba-na-na is three claps). Start with short words, then try longer ones.',
          'Say two words and ask whether they start with the same sound (sun, sock). Say the sounds slowly and take turns.',
        ],
        developing: [
          'Play rhyming games: say a word and take turns finding words that rhyme with it. Silly made-up words count too.',
          'Play “last sound”: say a word and ask what sound it ends with (bus ends with /s/). Then look for other things that end the same way.',
          'Put a few small objects in a bag. Pull one out, say its name sound by sound (c-u-p), and let {name} blend the sounds to guess it.',
        ],
        achieved: [
          'Play “take a sound away”: ask {name} to say a word without one of its sounds (“smile” without /s/ is “mile”).',
          'Make word chains by changing one sound: cat, hat, hit, hip… Take turns and see how long the chain gets.',
          'Swap the first sounds of two words (“big dog” becomes “dig bog”) and enjoy the funny results together.',
        ],
      },
    },
    letters: {
      title: 'Letters and their sounds',
      assessed:
        '{name} heard the name or the sound of a letter and picked the matching letter, in capital and small letters. Knowing letters and their sounds is the base for reading and writing.',
      activities: {
        any: [
          'Look for the letters of {name}’s name on signs, packages and books. Say the name and the sound of each letter you find.',
          'Make letters with what you have: draw them with a finger in flour or sand, shape them with string, or write them big on paper, saying each sound.',
          'Write capital and small letters on scraps of paper (A, a; B, b) and find the pairs together, starting with the letters {name} is still learning.',
        ],
      },
    },
    phonics: {
      title: 'Matching sounds and spellings',
      assessed:
        '{name} heard a word and chose how it is spelled, among words with similar letters (like “ship” and “chip”). This shows how well {name} links sounds to letters when reading and spelling.',
      activities: {
        any: [
          'Write a short word, like “ship”, and change one letter at a time to make new words (shop, chop, chip). Read each new word together.',
          'Say a word and let {name} write it sound by sound. Check it together and point out every sound {name} got right.',
          'Hunt for letter pairs like “sh”, “ch” or “th” on a page of a book or on a box, and read the words aloud.',
        ],
      },
    },
    'math-facts': {
      title: 'Quick math facts',
      assessed:
        '{name} solved as many arithmetic problems as possible in a few minutes, like 7 + 5 or 6 × 4. Knowing facts quickly makes harder math easier, because the mind is free to think about the problem.',
      activities: {
        any: [
          'Turn over two playing cards, or write numbers on scraps of paper and pick two, then race to add or multiply them. Picture cards count as 10.',
          'Practice a few facts for five minutes a day, out loud while walking or cooking, starting with the ones {name} finds hardest.',
          'Talk about shortcuts: if 6 + 6 = 12, what is 6 + 7? If 5 × 8 = 40, what is 6 × 8? Ask {name} to explain the trick they used.',
        ],
      },
    },
    'core-math': {
      title: 'Math',
      assessed:
        '{name} answered math questions about numbers, operations, fractions, shapes and measuring. The questions got harder step by step, to find the level {name} is working at.',
      activities: {
        'needs-extra-support': [
          'Use money together: count coins, add up two prices when shopping, or work out the change. Talk through each step out loud.',
          'When you cook, let {name} measure: count spoonfuls and cups, and compare which holds more.',
          'Ask {name} to show you how they solved a problem from class. Praise the steps, not only the answer, and solve one more together.',
        ],
        developing: [
          'Ask “how much” questions in daily life: how many minutes until dinner, how many plates for everyone, how much change from 10?',
          'Fold paper or cut fruit or bread into halves, thirds and quarters. Talk about which piece is bigger and why.',
          'Make up word problems from your day (“We have 3 bags with 4 apples each…”) and take turns solving them.',
        ],
        achieved: [
          'Plan something real with numbers together: the cost of a family meal, or how long a trip will take and when to leave.',
          'Share a puzzle like “Which is more, 3/4 or 2/3? How do you know?” and look for more than one way to solve it.',
          'Ask {name} to be the teacher and explain a math idea from class to you, with a drawing or an example from home.',
        ],
      },
    },
    'early-math': {
      title: 'Early number skills',
      assessed:
        '{name} counted, compared numbers, placed numbers on a line, and solved small adding and taking-away problems. These early number skills are the base for later math.',
      activities: {
        any: [
          'Count things together every day: stairs, spoons, grapes. Point to each one as you count, then ask “How many in all?”',
          'Make two small groups of things: which has more, which has fewer? Add one or take one away, and count again.',
          'Write the numbers 1 to 10 in a row on paper and hop a small toy along it: “Start at 3 and hop 2 more. Where are you now?”',
        ],
      },
    },
    attention: {
      title: 'Focus and self-control',
      assessed:
        '{name} pressed the button on the same side as a heart, or on the other side for a flower, then with both mixed together. This shows how well {name} can pay attention, stop a first reaction, and switch rules.',
      activities: {
        any: [
          'Play “opposites”: when you say “up”, {name} points down; when you say “loud”, {name} whispers. Then switch back to copying you.',
          'Play “statues”: sing or clap while {name} moves, and {name} freezes when you stop. Add a new rule, like freezing only on two claps.',
          'Do one calm activity together for 10 minutes, like a puzzle or a drawing, and tell {name} when you notice them staying with it.',
        ],
      },
    },
    'flexible-thinking': {
      title: 'Flexible thinking',
      assessed:
        '{name} sorted cards by one rule, such as color, and then by a new rule, such as shape. Switching rules shows how easily {name} can change the way they think about a task.',
      activities: {
        any: [
          'Sort things from around the house one way, then another: spoons, clothes or toys by color, then by size, then by what they are used for.',
          'Hold up an everyday object, like a spoon, and take turns naming new ways to use it: a drumstick, a mirror, a shovel…',
          'When you play a familiar game, agree on a new rule halfway (now the lowest number wins) and see how quickly you both adjust.',
        ],
      },
    },
    reasoning: {
      title: 'Solving patterns',
      assessed:
        '{name} looked at a grid of pictures with one piece missing and chose the piece that completes the pattern. This shows how {name} finds rules and solves new problems.',
      activities: {
        any: [
          'Make a pattern with objects (spoon, fork, spoon, fork…) and ask {name} what comes next. Then let {name} make one for you.',
          'Draw a pattern that changes in two ways, like shapes that grow and change color, and take turns drawing the next step.',
          'Play “What’s the rule?”: sort a few things into two groups by a secret rule, and let the other person guess the rule.',
        ],
      },
    },
    memory: {
      title: 'Remembering in order',
      assessed:
        '{name} watched squares light up one at a time and tapped them in the same order, then in reverse order. This shows how much {name} can hold in mind at once, which helps with following steps and solving problems.',
      activities: {
        any: [
          'Put a few objects on a table, let {name} look, then hide one while {name} closes their eyes. What is missing? Add more objects as it gets easy.',
          'Touch three or four objects in a row and ask {name} to touch them in the same order, then backwards.',
          'Give two- or three-step requests (“Bring a spoon, close the door, then sit down”) and add a step as {name} gets them right.',
        ],
      },
    },
    'spatial-thinking': {
      title: 'Turning shapes in the mind',
      assessed:
        '{name} saw a picture and picked, from two turned copies, the one that was the same and not a mirror image. Picturing and turning shapes in the mind helps in math, science and drawing.',
      activities: {
        any: [
          'Cut the picture from an old box or card into pieces and put it back together. Talk about turning pieces to make them fit.',
          'Draw a simple shape, like an L or an arrow, and ask how it would look turned around or in a mirror. Check with the paper or a real mirror.',
          'Build a small tower with boxes, cups or blocks and ask {name} to copy it. Use words like on top, behind, left and right.',
        ],
      },
    },
    comparing: {
      title: 'Spotting same and different',
      assessed:
        '{name} decided whether pictures were the same or different in shape, color, size or number, and picked the ones that matched. Noticing what is alike and different helps with sorting, reading and math.',
      activities: {
        any: [
          'Pick two things at home, like two cups or two leaves, and talk about what is the same and what is different: color, size, shape.',
          'Change one thing on a table or in a room while {name} closes their eyes, then ask what changed. Take turns.',
          'Set out four things where one does not belong (three spoons and a fork) and ask which one and why. Make it harder with two differences.',
        ],
      },
    },
    'understanding-others': {
      title: 'Understanding others',
      assessed:
        '{name} listened to short stories and answered questions about what the people in them thought, felt or knew. Understanding others helps with friendships and with understanding stories.',
      activities: {
        any: [
          'When you read or tell a story together, pause and ask: “How does this person feel? Why? What do they think will happen?”',
          'Hide a small object while a family member is out of the room. Ask {name} where that person will look for it first, and why.',
          'Name your own feelings out loud (“I feel a bit worried because…”) and invite {name} to share theirs.',
        ],
      },
    },
    'understanding-sentences': {
      title: 'Understanding sentences',
      assessed:
        '{name} listened to sentences and chose the picture that matched each one, where only the grammar of the sentence told the pictures apart (who chases whom, on or under, bigger or smaller, not, neither…nor). Understanding how sentences are put together helps with following directions, stories and, later, reading.',
      activities: {
        any: [
          'Play “Simon says” with position words: “Put the spoon under the cup”, “Put the cup behind the book”. Then let {name} give the directions.',
          'Read a picture book together and ask “who did what?” questions: “Who chased whom?”, “Was the cat chased by the dog, or did the cat chase the dog?”',
          'Play a guessing game with two toys: “I am thinking of the one that is not red and is bigger than the ball.” Take turns making up clues.',
        ],
      },
    },
    vocabulary: {
      title: 'Word knowledge',
      assessed:
        '{name} heard words and chose the picture that showed each one, from everyday words to rarer ones. Knowing many words helps with understanding what is read and heard.',
      activities: {
        any: [
          'Talk about what you see and do together, and use the exact names of things: not just “the bird” but “the parrot” or “the owl”.',
          'Read aloud to {name}, even after they can read alone, and stop to talk about a new word: what it means and where else you might meet it.',
          'Play “I spy” with less common words, or take turns naming as many animals, foods or tools as you can.',
        ],
      },
    },
    'reading-between-the-lines': {
      title: 'Reading between the lines',
      assessed:
        '{name} read short stories and answered questions whose answers were not written in the story but followed from its clues: why something happened, how someone felt, what would happen next or what a new word meant.',
      activities: {
        'needs-extra-support': [
          'Read a picture book together. On each page, ask “How do you know?” about something shown but not said, like a character being cold or sad.',
          'Play “What happened?”: describe a clue, like wet shoes by the door, and guess together what happened. Take turns making up clues.',
          'Before turning a page, ask {name} what will happen next and why. Then read on and see.',
        ],
        developing: [
          'When you meet a new word while reading together, work out its meaning from the sentences around it before looking it up.',
          'After a chapter or a short story, ask why a character did something the story does not explain, and which words gave the clue.',
          'Watch a short scene of a film with the sound off and talk about what each person feels and how you can tell.',
        ],
        achieved: [
          'Read a mystery or a riddle book together and stop before the answer: which clues point where?',
          'Ask {name} to write a short story that shows how a character feels without naming the feeling. Guess it from the clues.',
          'Talk about a longer book or a news story: what does the writer want us to think, and what in the text shows it?',
        ],
      },
    },
    'words-in-reading': {
      title: 'Words in reading',
      assessed:
        '{name} read sentences and chose, among four, the word or the form of a word that fitted each one, or what a word meant there. Knowing many words, and how words are built from parts such as -ness or un-, helps with understanding what is read.',
      activities: {
        any: [
          'When you meet a long word while reading together, take it apart: “unhappiness” is un + happy + ness. What does each part add?',
          'Play with word families: how many words can you make from “help” (helpful, helper, unhelpful)? Use each one in a sentence.',
          'Keep a list of new words from books, signs or recipes; talk about what each means, and try to use one every day.',
        ],
      },
    },
  },
};
