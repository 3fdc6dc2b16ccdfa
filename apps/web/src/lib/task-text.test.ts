import { describe, expect, it } from 'vitest';
import { TASK_CATALOGUE } from '@roar/contracts';
import { createI18n } from '../i18n/i18n.ts';
import { loadFeatureMessages } from '../i18n/feature-messages.ts';
import { countsWithoutPlurals, describeFeatureMessages } from '../i18n/feature-messages-testing.ts';
import enUS from '@roar/contracts/task-text/en-US.ts';
import enGB from '@roar/contracts/task-text/en-GB.ts';
import esES from '@roar/contracts/task-text/es-ES.ts';
import esCO from '@roar/contracts/task-text/es-CO.ts';
import { taskTextMessages } from '../i18n/tasks/messages.ts';
import { taskTexts } from './task-text.ts';

// The task descriptions tell a child what to do on the participant home: tú in both Spanishes.
describeFeatureMessages('taskText', { enUS, esES, enGB, esCO }, { readByChildren: true });

async function textsIn(locale: 'en-US' | 'es-ES' | 'es-CO' | 'en-GB') {
  const i18n = await createI18n(locale);
  await loadFeatureMessages(i18n, taskTextMessages, locale);
  return taskTexts(i18n.t);
}

describe('task texts', () => {
  it('are the catalogue’s own texts in en-US, for every catalogue task and tag', () => {
    for (const task of TASK_CATALOGUE) {
      expect(enUS.names[task.id as keyof typeof enUS.names], task.id).toBe(task.name);
      expect(enUS.publicNames[task.id as keyof typeof enUS.publicNames], task.id).toBe(
        task.publicName,
      );
      expect(enUS.descriptions[task.id as keyof typeof enUS.descriptions], task.id).toBe(
        task.description,
      );
      for (const tag of task.tags) expect(Object.keys(enUS.tags)).toContain(tag);
    }
    expect(Object.keys(enUS.names).sort()).toEqual(TASK_CATALOGUE.map((t) => t.id).sort());
    expect(countsWithoutPlurals(enUS)).toEqual([]);
  });

  it('translate a catalogue task in Spanish, regional words included', async () => {
    const es = await textsIn('es-ES');
    expect(es.name('swr-es', 'Single Word Recognition (Spanish)')).toBe(
      'Reconocimiento de palabras (español)',
    );
    expect(es.publicName('swr', 'ROAR - Word')).toBe('ROAR - Palabra en inglés');
    expect(
      es.description('swr-es', 'Decide quickly whether each Spanish word is real or made up.'),
    ).toBe('Decide rápidamente si cada palabra en español es real o inventada.');
    expect(es.tag('Reading')).toBe('Lectura');
    const co = await textsIn('es-CO');
    expect(
      co.description(
        'roar-survey',
        'Questions about how the child feels about reading and school.',
      ),
    ).toMatch(/colegio/);
    expect(co.tag('Spanish')).toBe('Español');
    const gb = await textsIn('en-GB');
    expect(gb.tag('Math')).toBe('Maths');
    expect(gb.name('swr', 'Single Word Recognition')).toBe('Single Word Recognition');
  });

  it('show what an administrator wrote, and unknown tasks and tags, as stored', async () => {
    const es = await textsIn('es-ES');
    expect(es.name('swr', 'Word reading (fall form)')).toBe('Word reading (fall form)');
    expect(es.description('new-game', 'Something new.')).toBe('Something new.');
    expect(es.tag('Pilot')).toBe('Pilot');
    // A task id that is also an Object property is not a translation.
    expect(es.name('constructor', 'X')).toBe('X');
  });
});
