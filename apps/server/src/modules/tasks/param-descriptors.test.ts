import { catalogueTask } from '@roar/contracts';
import { describe, expect, it } from 'vitest';
import { paramDescriptors } from './param-descriptors.ts';

describe('paramDescriptors', () => {
  it('lets Manage Tasks choose the written four-choice bank and form without code', () => {
    for (const [taskId, bank] of [
      ['multichoice', 'cva'],
      ['morphology', 'morphology'],
      ['cva', 'cva'],
    ] as const) {
      const byName = new Map(
        paramDescriptors(catalogueTask(taskId)!.params).map((d) => [d.name, d]),
      );
      expect(byName.get('bank')).toMatchObject({
        type: 'enum',
        options: ['morphology', 'cva'],
        default: bank,
      });
      expect(byName.get('form')).toMatchObject({
        type: 'enum',
        options: ['all', 'early', 'middle', 'upper'],
        default: 'all',
      });
      expect(byName.get('timeLimitSeconds')).toMatchObject({ type: 'number', required: false });
      expect(byName.get('pilot')).toMatchObject({ type: 'boolean', default: true });
    }
  });
});
