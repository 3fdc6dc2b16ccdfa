import type { StudentReport, StudentReportTask } from '@roar/contracts';

type Composite = NonNullable<StudentReportTask['run']>['composite'];

/** A finished task of a report, with the scores given. */
export function finished(
  taskId: string,
  composite: Composite,
  options: {
    reliable?: boolean;
    completedAt?: string;
    timeAccommodation?: NonNullable<StudentReportTask['run']>['timeAccommodation'];
  } = {},
): StudentReportTask {
  return {
    taskId,
    name: taskId,
    publicName: null,
    normed: true,
    optional: false,
    status: 'completed',
    run: {
      runId: `run-${taskId}`,
      completedAt: options.completedAt ?? '2026-11-20T10:00:00.000Z',
      reliable: options.reliable ?? true,
      engagementFlags: [],
      timeAccommodation: options.timeAccommodation ?? 'none',
      composite,
      raw: {},
    },
  };
}

/** A task not finished yet. */
export function unfinished(
  taskId: string,
  status: 'assigned' | 'started' | 'optional',
): StudentReportTask {
  return {
    taskId,
    name: taskId,
    publicName: null,
    normed: false,
    optional: status === 'optional',
    status,
    run: null,
  };
}

/** A student report of the given tasks (Lucía, grade 2). */
export function reportOf(tasks: StudentReportTask[]): StudentReport {
  return {
    student: {
      id: 'student-1',
      firstName: 'Lucía',
      lastName: 'Hernández',
      username: 'lucia',
      grade: '2',
      classes: [],
      schools: [],
    },
    administration: { id: 'admin-1', name: 'Demo Screener', publicName: 'Lectura en casa' },
    org: { id: 'org-1', type: 'family', name: 'Familia Hernández' },
    tasks,
    history: [],
  };
}
